import _SpringsShims

/// The inner loops of `SpringBatch.render` over raw buffers (see SpringBatch.swift for the
/// chunked rest check this implements).
///
/// Register blocking: a group of 8 springs runs through a chunk of frames with its states in
/// registers (4 SIMD2 vectors of x and of v) and its coefficients read from L1 as aligned memory
/// operands — per pair of samples one `springs_step2` (4 mulpd, 2 addpd, 2 loads) and one store,
/// 39 instructions for 8 samples; each frame writes one 64-byte line of the frame-major output.
/// Groups lie in blocks of `SpringBatch.blockSize` springs, so a chunk writes `frameChunk` rows
/// of a 2 kB contiguous run each. From `SpringBatch.streamingSamples` on, the lines are written
/// with non-temporal stores, which need each 64-byte line written whole (`streamingStart`):
/// measured on the development VM at 10⁵ springs × 240 frames, plain stores 0.7–1.0 ns per
/// sample for this pattern, non-temporal ones on whole lines 0.32–0.40, on lines split by a
/// 16-byte offset 2.8 (notes/benchmarks.md).
struct BatchKernel {
    /// `SpringBatch.coefficients`: Φ(h) of springs 2p, 2p+1 at 4p … 4p+3.
    let coefficients: UnsafePointer<SIMD2<Double>>
    /// `SpringBatch.restLimits`: 1/ω0² and the chunk limit of springs 2p, 2p+1 at 2p, 2p+1.
    let limits: UnsafePointer<SIMD2<Double>>
    let xs: UnsafeMutablePointer<Double>, vs: UnsafeMutablePointer<Double>
    /// Springs (the output's row length).
    let count: Int
    /// Squared rest threshold.
    let r2: Double
    let out: UnsafeMutablePointer<Double>
    let velocities: UnsafeMutablePointer<Double>?

    @inline(__always) private func load(_ p: UnsafePointer<Double>, _ i: Int) -> SIMD2<Double> {
        UnsafeRawPointer(p + i).loadUnaligned(as: SIMD2<Double>.self)
    }

    @inline(__always) private func save(_ p: UnsafeMutablePointer<Double>, _ x: SIMD2<Double>) {
        UnsafeMutableRawPointer(p).storeBytes(of: x, as: SIMD2<Double>.self)
    }

    /// One frame of springs j, j+1 (j even), without the rest test.
    @inline(__always) private func step(_ x: inout SIMD2<Double>, _ v: inout SIMD2<Double>, _ j: Int) {
        let k = coefficients + 2 &* j
        springs_step2(k[0], k[1], k[2], k[3], &x, &v)
    }

    /// All ones in the lanes of springs j, j+1 whose chunk needs no per-frame recomputation: the
    /// end amplitude² (computed as the per-frame test computes it) is at least `limit`, or the
    /// chunk started exactly at rest (`xs`, `vs` still hold the chunk's start).
    @inline(__always) private func settled(_ x: SIMD2<Double>, _ v: SIMD2<Double>, _ j: Int) -> SIMD2<Int64> {
        let farFromRest = (x * x + v * v * limits[j] .>= limits[j &+ 1])._storage
        let atRest = (load(xs, j) .== 0)._storage & (load(vs, j) .== 0)._storage
        return farFromRest | atRest
    }

    /// The first spring of the first group when this render streams its output past the caches,
    /// nil for plain stores. Streaming needs whole 64-byte lines: a line written in parts goes to
    /// memory as several partial writes (8.5× slower than the plain stores, measured). So it
    /// requires rows of a multiple of 8 springs (every row then has the same alignment), 16-byte
    /// aligned buffers with the same offset in their line, and at least
    /// `streamingSamples` samples; the groups then start at the first line boundary
    /// and the springs before it and after the last group run through `checkedRun`.
    func streamingStart(frames: Int, streamingSamples: Int) -> Int? {
        let lineOffset = { (p: UnsafeMutablePointer<Double>) in UInt(bitPattern: p) % 64 }
        let (samples, overflow) = frames.multipliedReportingOverflow(by: count)
        guard !overflow, samples >= streamingSamples, count % 8 == 0, lineOffset(out) % 16 == 0 else { return nil }
        if let velocities, lineOffset(velocities) != lineOffset(out) { return nil }
        return Int((64 - lineOffset(out)) % 64 / 8)
    }

    @inline(never) func run(frames: Int, streamingFrom streamingSamples: Int) {
        let n = count
        let first = streamingStart(frames: frames, streamingSamples: streamingSamples)
        let streaming = first != nil
        let groupsStart = first ?? 0
        let groupsEnd = groupsStart + (n - groupsStart) / 8 * 8
        var start = groupsStart
        while start < groupsEnd {
            let end = min(start &+ SpringBatch.blockSize, groupsEnd)
            var f0 = 0
            while f0 < frames {
                let f1 = min(f0 &+ SpringBatch.frameChunk, frames)
                var g = start
                while g < end {
                    switch (velocities != nil, streaming) {
                    case (false, false): chunk(group: g, from: f0, to: f1, withVelocities: false, streaming: false)
                    case (false, true): chunk(group: g, from: f0, to: f1, withVelocities: false, streaming: true)
                    case (true, false): chunk(group: g, from: f0, to: f1, withVelocities: true, streaming: false)
                    case (true, true): chunk(group: g, from: f0, to: f1, withVelocities: true, streaming: true)
                    }
                    g &+= 8
                }
                f0 = f1
            }
            start = end
        }
        if streaming { springs_stream_fence() }
        // The springs outside the groups, one at a time.
        for j in stride(from: 0, to: groupsStart, by: 2) { checkedPair(spring: j, from: 0, to: frames) }
        var j = groupsEnd
        while j &+ 1 < n {
            checkedPair(spring: j, from: 0, to: frames)
            j &+= 2
        }
        if j < n { checkedRun(spring: j, from: 0, to: frames) }
    }

    /// Frames f0..<f1 of springs g..<g+8.
    @inline(__always) private func chunk(group g: Int, from f0: Int, to f1: Int, withVelocities: Bool, streaming: Bool) {
        @inline(__always) func put(_ p: UnsafeMutablePointer<Double>, _ x: SIMD2<Double>) {
            if streaming { springs_stream2(p, x) } else { save(p, x) }
        }
        let n = count
        var x0 = load(xs, g), x1 = load(xs, g &+ 2), x2 = load(xs, g &+ 4), x3 = load(xs, g &+ 6)
        var v0 = load(vs, g), v1 = load(vs, g &+ 2), v2 = load(vs, g &+ 4), v3 = load(vs, g &+ 6)
        var row = out + (f0 &* n &+ g)
        var vrow = (velocities ?? out) + (f0 &* n &+ g)
        for _ in f0..<f1 {
            step(&x0, &v0, g)
            step(&x1, &v1, g &+ 2)
            step(&x2, &v2, g &+ 4)
            step(&x3, &v3, g &+ 6)
            put(row, x0)
            put(row + 2, x1)
            put(row + 4, x2)
            put(row + 6, x3)
            row += n
            if withVelocities {
                put(vrow, v0)
                put(vrow + 2, v1)
                put(vrow + 4, v2)
                put(vrow + 6, v3)
                vrow += n
            }
        }
        let m0 = settled(x0, v0, g), m1 = settled(x1, v1, g &+ 2)
        let m2 = settled(x2, v2, g &+ 4), m3 = settled(x3, v3, g &+ 6)
        let all = m0 & m1 & m2 & m3
        if all[0] & all[1] == -1 {
            save(xs + g, x0)
            save(xs + g + 2, x1)
            save(xs + g + 4, x2)
            save(xs + g + 6, x3)
            save(vs + g, v0)
            save(vs + g + 2, v1)
            save(vs + g + 4, v2)
            save(vs + g + 6, v3)
            return
        }
        finish(spring: g, x0, v0, m0, from: f0, to: f1)
        finish(spring: g &+ 2, x1, v1, m1, from: f0, to: f1)
        finish(spring: g &+ 4, x2, v2, m2, from: f0, to: f1)
        finish(spring: g &+ 6, x3, v3, m3, from: f0, to: f1)
    }

    /// Springs j, j+1 after a chunk that not every lane settled: a settled pair keeps the chunk's
    /// end state; an unsettled one is recomputed frame by frame (overwriting its columns).
    @inline(__always) private func finish(
        spring j: Int, _ x: SIMD2<Double>, _ v: SIMD2<Double>, _ settled: SIMD2<Int64>, from f0: Int, to f1: Int
    ) {
        if settled[0] & settled[1] == -1 {
            save(xs + j, x)
            save(vs + j, v)
        } else {
            checkedPair(spring: j, from: f0, to: f1)
        }
    }

    /// Frames f0..<f1 of springs j, j+1 (j even) with the rest test on every frame, as a lane
    /// mask and-ed into the state — per lane exactly `checkedRun`.
    @inline(never) private func checkedPair(spring j: Int, from f0: Int, to f1: Int) {
        let n = count
        let k = coefficients + 2 &* j
        let (w, lim) = (limits[j], SIMD2<Double>(repeating: r2))
        var x = load(xs, j), v = load(vs, j)
        var offset = f0 &* n &+ j
        for _ in f0..<f1 {
            var (nx, nv) = (x, v)
            springs_step2(k[0], k[1], k[2], k[3], &nx, &nv)
            let moving = ~(nx * nx + nv * nv * w .< lim)._storage
            x = unsafeBitCast(unsafeBitCast(nx, to: SIMD2<Int64>.self) & moving, to: SIMD2<Double>.self)
            v = unsafeBitCast(unsafeBitCast(nv, to: SIMD2<Int64>.self) & moving, to: SIMD2<Double>.self)
            save(out + offset, x)
            if let velocities { save(velocities + offset, v) }
            offset &+= n
        }
        save(xs + j, x)
        save(vs + j, v)
    }

    /// Frames f0..<f1 of spring j with the rest test on every frame — the definition
    /// (`SpringSampler.next()`): snap to exactly (0, 0) once x² + v²/ω0² < r². (The last spring
    /// of an odd count.)
    private func checkedRun(spring j: Int, from f0: Int, to f1: Int) {
        let n = count
        let (k, lane) = (coefficients + 4 &* (j >> 1), j & 1)
        let (pa, pb, pc, pd, w) = (k[0][lane], k[1][lane], k[2][lane], k[3][lane], limits[j & ~1][lane])
        var x = xs[j], v = vs[j]
        var offset = f0 &* n &+ j
        for _ in f0..<f1 {
            let nx = pa * x + pb * v
            let nv = pc * x + pd * v
            let rest = nx * nx + nv * nv * w < r2
            x = rest ? 0 : nx
            v = rest ? 0 : nv
            out[offset] = x
            velocities?[offset] = v
            offset &+= n
        }
        xs[j] = x
        vs[j] = v
    }
}
