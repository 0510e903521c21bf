// C entry points for the built-in systems: GSL calls straight into code specialised for each type
// (see `ODESystem.entryPoints`).

extension LinearSpringSystem {
    public static let entryPoints: ODEEntryPoints? = ODEEntryPoints(
        rhs: { evaluateDerivatives($0, $1, $2, $3) }, jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
}

extension SpringVectorSystem {
    public static let entryPoints: ODEEntryPoints? = ODEEntryPoints(
        rhs: { evaluateDerivatives($0, $1, $2, $3) }, jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
}

extension SpringChainSystem {
    public static let entryPoints: ODEEntryPoints? = ODEEntryPoints(
        rhs: { evaluateDerivatives($0, $1, $2, $3) }, jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
}

extension DragSpringSystem {
    public static let entryPoints: ODEEntryPoints? = ODEEntryPoints(
        rhs: { evaluateDerivatives($0, $1, $2, $3) }, jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
}

extension CoulombSpringSystem {
    public static let entryPoints: ODEEntryPoints? = ODEEntryPoints(
        rhs: { evaluateDerivatives($0, $1, $2, $3) }, jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
}

extension RubberBandSystem {
    public static let entryPoints: ODEEntryPoints? = ODEEntryPoints(
        rhs: { evaluateDerivatives($0, $1, $2, $3) }, jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
}
