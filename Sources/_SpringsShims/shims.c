// Intentionally empty: SwiftPM needs one source file in a C target; everything is in the header.
