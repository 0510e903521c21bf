import Springs
print("transit")
