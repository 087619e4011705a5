#!/usr/bin/env python3
"""Packs WordNet 3.0 as Debian's wordnet-base installs it into wordnet-3.0.tar.xz, deterministically.

    pack.py --wordnet /usr/share/wordnet --output data/sources/wordnet/wordnet-3.0.tar.xz

The files the index builder reads (data.*, index.*, *.exc, cntlist.rev), unchanged, under `wordnet/`,
in name order, with a fixed header (mtime 2006-12-06, the release; owner 0; mode 0644) and xz preset 9e:
running it twice gives the same bytes. Python 3 standard library only.
"""
import argparse, io, lzma, os, tarfile

FILES = [f"{kind}.{pos}" for kind in ("data", "index") for pos in ("noun", "verb", "adj", "adv")] + \
    [f"{pos}.exc" for pos in ("noun", "verb", "adj", "adv")] + ["cntlist.rev"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordnet", default="/usr/share/wordnet")
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for name in sorted(FILES):
            with open(os.path.join(args.wordnet, name), "rb") as f:
                data = f.read()
            info = tarfile.TarInfo("wordnet/" + name)
            info.size, info.mtime, info.mode = len(data), 1165363200, 0o644
            tar.addfile(info, io.BytesIO(data))
    with open(args.output, "wb") as f:
        f.write(lzma.compress(buffer.getvalue(), preset=9 | lzma.PRESET_EXTREME))


if __name__ == "__main__":
    main()
