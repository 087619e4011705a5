"""The programs that take the README's screenshots (make screenshots), in the desktops the tests use."""

import argparse
import os

from Tests.harness.repository import ROOT


def arguments(doc, output, query=False, addon=False):
    """The command line of a screenshot program: --bin, --output (default docs/`output`), with
    `query` --query and --keys, with `addon` --addon."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--bin", required=True, help="the release build")
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", output))
    if addon:
        parser.add_argument("--addon", required=True, help="the fcitx5 addon's build directory")
    if query:
        parser.add_argument("--query", default="heart")
        parser.add_argument("--keys", nargs="*", default=["Down", "Right"])
    return parser.parse_args()
