#!/usr/bin/env python3
"""Keeps the README's Swift examples identical to the compiled files in Snippets/.

A README code block preceded by `<!-- snippet: Name -->` shows Snippets/Name.swift without the
lines between `// snippet.hide` and `// snippet.show` (setup the example needs to compile).
`swift build` compiles every snippet; this script copies them into the README (--write) or
fails when the README differs (--check, what SnippetSyncTests also asserts).
"""
import pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent

def visible(name: str) -> str:
    out, shown = [], True
    for line in (root / "Snippets" / f"{name}.swift").read_text().splitlines():
        s = line.strip()
        if s == "// snippet.hide":
            shown = False
        elif s == "// snippet.show":
            shown = True
        elif shown:
            out.append(line)
    return "\n".join(out).strip("\n") + "\n"

def synced(readme: str) -> str:
    pattern = re.compile(r"(<!-- snippet: (\w+) -->\n```swift\n)(.*?)(```)", re.S)
    return pattern.sub(lambda m: m.group(1) + visible(m.group(2)) + m.group(4), readme)

if __name__ == "__main__":
    path = root / "README.md"
    text = path.read_text()
    new = synced(text)
    if "--write" in sys.argv:
        path.write_text(new)
    elif new != text:
        sys.exit("README.md differs from Snippets/: run scripts/readme_snippets.py --write")
