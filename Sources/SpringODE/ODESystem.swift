import Springs
