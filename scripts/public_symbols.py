#!/usr/bin/env python3
"""Counts the public (and open) symbols of each library module from SwiftPM's symbol graphs.

Usage: swift package dump-symbol-graph --minimum-access-level public && scripts/public_symbols.py
Symbols from extensions of other modules' types (files named Module@Other.symbols.json) count
towards the module that declares the extension.
"""
import glob, json, os, sys, collections

root = sys.argv[1] if len(sys.argv) > 1 else ".build/x86_64-unknown-linux-gnu/symbolgraph"
modules = ["Springs", "SpringODE", "Transitions", "TransitionsUIKit", "TransitionChecks", "TransitionChecksTesting"]
counts = collections.Counter()
for path in glob.glob(os.path.join(root, "*.symbols.json")):
    name = os.path.basename(path).split(".symbols.json")[0].split("@")[0]
    if name not in modules:
        continue
    data = json.load(open(path))
    for s in data.get("symbols", []):
        if s.get("accessLevel") in ("public", "open"):
            counts[name] += 1
for m in modules:
    if m in counts:
        print(f"{m:26} {counts[m]:5}")
