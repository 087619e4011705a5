#!/usr/bin/python3
"""Score ibus-typing-booster's emoji search on an evaluation set (for side-by-side comparison).

Measures, per query, the 1-based rank of the first expected emoji among the candidates of
typing-booster's emoji matcher (itb_emoji.EmojiMatcher.candidates), and whether it is within
the case's `rank`. Expected and found emoji are compared ignoring U+FE0F.

How typing-booster is configured, and why that is its default:
- `EmojiMatcher(languages=[...])` with every other argument at its default: unicode_data=True,
  cldr_data=True, quick=True, variation_selector='emoji', romaji=True. This is exactly how the
  engine (hunspell_table.py) builds it, with its `dictionary` setting as the languages; the
  emoji picker passes the same plus emoji_unicode_min/max, which only filter browsing
  (emoji_by_label), not search.
- `candidates(query, match_limit=N)`: the call the picker makes (match_limit=1000) and the
  engine makes per typed string (20). The result is sorted before it is cut, so the ranks do
  not depend on N. The engine also strips its trigger character `_` at either end and treats
  `_` as a space; the matcher does the latter itself, so queries are passed as written.
- Language tags become the locale names typing-booster's setup writes to `dictionary`:
  en -> en_US, de -> de_DE, ko -> ko_KR, pt -> pt_PT, pt-BR -> pt_BR (from its own
  itb_util.LOCALE_DEFAULTS), ja -> ja_JP, zh / zh-Hans -> zh_CN, zh-Hant -> zh_TW,
  zh-Hant-HK -> zh_HK. It always adds English (`en`) annotations as a fallback itself.
- Optional modules are used if importable, as in typing-booster: python3-enchant (a Debian
  dependency) spell-corrects query words longer than 5 letters against the hunspell
  dictionaries installed for the languages; pykakasi (Japanese kana/romaji keywords) and
  pinyin (Chinese pinyin keywords) are neither packaged in Debian 12 nor recommended by the
  Debian or Fedora packages, so a stock install has neither. What was found goes to stderr.

Must run under Debian's /usr/bin/python3 (typing-booster needs python3-gi, python3-enchant);
the script re-executes itself there if started from another interpreter.

usage: typing_booster_search.py --queries PATH [--limit 28]  > results.json
"""

import argparse
import contextlib
import json
import os
import sys
import time

ENGINE_DIR = '/usr/share/ibus-typing-booster/engine'
SYSTEM_PYTHON = '/usr/bin/python3'

# Tags whose locale is not in typing-booster's LOCALE_DEFAULTS (or differs from it).
LOCALES = {'ja': 'ja_JP', 'zh': 'zh_CN', 'zh_Hans': 'zh_CN', 'zh_Hans_CN': 'zh_CN',
           'zh_Hant': 'zh_TW', 'zh_Hant_TW': 'zh_TW', 'zh_Hant_HK': 'zh_HK', 'zh_TW': 'zh_TW'}


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(2)


def load_typing_booster():
    """Import typing-booster's modules (from its engine directory, which is not a package: on
    PYTHONPATH), re-executing under the system Python with that PYTHONPATH if needed."""
    if not os.path.isfile(os.path.join(ENGINE_DIR, 'itb_emoji.py')):
        fail(f'ibus-typing-booster is not installed ({ENGINE_DIR}/itb_emoji.py is missing); '
             'install it with: apt-get install ibus-typing-booster')
    # pylint: disable=import-outside-toplevel,import-error,unused-import
    try:
        import itb_emoji, itb_util, itb_version
        import enchant  # itb_emoji runs without it, but Debian's package depends on it
    except ImportError as error:
        path = os.environ.get('PYTHONPATH', '')
        if ENGINE_DIR not in path.split(os.pathsep) or (
                os.path.exists(SYSTEM_PYTHON)
                and os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON)):
            environment = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [ENGINE_DIR, path]))}
            python = SYSTEM_PYTHON if os.path.exists(SYSTEM_PYTHON) else sys.executable
            os.execve(python, [python] + sys.argv, environment)
        if error.name != 'enchant':
            fail(f'cannot import ibus-typing-booster with {sys.executable}: {error}')
    return itb_emoji, itb_util, itb_version.get_version()


def to_locale(tag, itb_util):
    """A BCP-47-ish tag as the dictionary name a typing-booster user would configure."""
    tag = tag.strip().replace('-', '_')
    if tag in LOCALES:
        return LOCALES[tag]
    defaults = itb_util.LOCALE_DEFAULTS.get(tag, {}).get('dictionaries', [])
    if '_' not in tag and defaults and defaults[0].startswith(tag + '_'):
        return defaults[0]
    return tag


def read_cases(path):
    """(line number, row dict) for each case; the first non-comment line is the header."""
    header, cases = None, []
    with open(path, encoding='utf-8') as file:
        for number, line in enumerate(file, 1):
            line = line.rstrip('\r\n')
            if not line.strip() or line.startswith('#'):
                continue
            fields = line.split('\t')
            if header is None:
                header = [name.strip() for name in fields]
            elif len(fields) < len(header):
                print(f'{path}:{number}: skipped, {len(fields)} fields', file=sys.stderr)
            else:
                cases.append((number, dict(zip(header, fields))))
    return cases


def strip_vs16(text):
    return text.replace('\ufe0f', '')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n', 1)[0])
    parser.add_argument('--queries', required=True, help='tab-separated evaluation set')
    parser.add_argument('--limit', type=int, default=28, help='candidates to request')
    args = parser.parse_args()

    itb_emoji, itb_util, version = load_typing_booster()
    print(f'typing-booster {version}: enchant={itb_emoji.IMPORT_ENCHANT_SUCCESSFUL} '
          f'pykakasi={itb_emoji.IMPORT_PYKAKASI_SUCCESSFUL} '
          f'pinyin={itb_emoji.IMPORT_PINYIN_SUCCESSFUL}', file=sys.stderr)

    groups = {}
    for number, row in read_cases(args.queries):
        languages = tuple(to_locale(tag, itb_util) for tag in row['languages'].split(',')
                          if tag.strip())
        groups.setdefault(languages, []).append((number, row))

    results, start = [], time.monotonic()
    for languages, cases in groups.items():
        with contextlib.redirect_stdout(sys.stderr):  # keep stdout for the JSON
            began = time.monotonic()
            matcher = itb_emoji.EmojiMatcher(languages=list(languages))
            built = time.monotonic()
            for number, row in cases:
                candidates = [c[0] for c in matcher.candidates(row['query'],
                                                               match_limit=args.limit)]
                expected = {strip_vs16(e) for e in row['expected'].split(' ') if e}
                found = next((i for i, c in enumerate(candidates, 1)
                              if strip_vs16(c) in expected), None)
                results.append({'line': number, 'kind': row['kind'], 'query': row['query'],
                                'found_rank': found,
                                'passed': found is not None and found <= int(row['rank']),
                                'top': candidates[:5]})
        spell = [d.tag for d in matcher._enchant_dicts]  # pylint: disable=protected-access
        print(f'{",".join(languages)}: construction {built - began:.2f} s, '
              f'{len(cases)} queries {time.monotonic() - built:.2f} s, '
              f'spell-check dictionaries {spell}', file=sys.stderr)

    results.sort(key=lambda result: result['line'])
    json.dump({'engine': 'ibus-typing-booster', 'version': version, 'results': results,
               'seconds': round(time.monotonic() - start, 3)},
              sys.stdout, ensure_ascii=False, indent=1)
    print()


if __name__ == '__main__':
    main()
