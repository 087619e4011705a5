#!/usr/bin/env python3
"""Cuts the part of WordNet 3.0 that Swift Emoji's related words can reach out of a full copy.

    make_subset.py --wordnet /usr/share/wordnet \
        --emoji-test data/sources/emoji-test.txt \
        --annotations data/sources/annotations.tar.xz \
        --derived data/sources/annotationsDerived.tar.xz \
        --emojilib /work/shared/emoji-sources/emojilib/emoji-en-US.json \
        --output data/sources/wordnet/wordnet-subset.tar.xz

Every kept line is WordNet's own line, byte for byte, in WordNet's order; the data files' byte
offsets (the synset ids in every pointer) are the original ones and no longer match the position of
a line in the cut file, so a reader keys synsets by a line's first field. See README.md.

Reach: for every English phrase of the base emoji (CLDR 48 `en` names and keywords, the words of
the names, emojilib's keywords), its lemmas in the four parts of speech (as written, and the base
forms WordNet's morphy finds); all their senses; the hypernym ancestors of those up to the roots;
their hyponyms and the hyponyms of those; the targets of their lexical and semantic pointers. For
every lemma of a reached synset, its index lines, so a reader can see the lemma's other senses, and
the data lines of those senses that WordNet marks as offensive. Python 3 standard library only;
the output is the same bytes for the same inputs.
"""
import argparse, io, json, lzma, os, re, tarfile, tempfile, subprocess

POS = {'n': 'noun', 'v': 'verb', 'a': 'adj', 'r': 'adv'}
# Pointers whose targets can give related words: derivationally related forms and attributes
# (strong → strength); hypernyms and hyponyms of nouns of things (lexicographer files below).
DERIVED = {'+', '='}
HYPERNYMS = {'@', '@i'}
HYPONYMS = {'~'}
THINGS = {5, 6, 8, 13, 17, 18, 20, 27}  # noun.animal, artifact, body, food, object, person, plant, substance
# The most hyponyms the reader takes from a noun sense (then keeping things only): its direct
# hyponyms if there are at most DIRECT, and theirs too if both levels have at most TWO_LEVELS.
DIRECT, TWO_LEVELS = 20, 30
SPREAD = 10
# Only the most frequent senses of a word are candidates.
SENSES = 3
# Usage domains and gloss words by which WordNet marks a sense as offensive.
OFFENSIVE_DOMAINS = {'disparagement', 'ethnic_slur', 'obscenity'}
OFFENSIVE_GLOSS = re.compile(r'\b(offensive|derogatory|disparaging|slur|obscene|vulgar)\b')
MORPHY = {
    'n': [('s', ''), ('ses', 's'), ('xes', 'x'), ('zes', 'z'), ('ches', 'ch'), ('shes', 'sh'), ('men', 'man'),
          ('ies', 'y')],
    'v': [('s', ''), ('ies', 'y'), ('es', 'e'), ('es', ''), ('ed', 'e'), ('ed', ''), ('ing', 'e'), ('ing', '')],
    'a': [('er', ''), ('est', ''), ('er', 'e'), ('est', 'e')],
    'r': [],
}


def read_lines(path):
    with open(path, 'rb') as f:
        return f.read().split(b'\n')


def vocabulary(args, lemmas):
    """Each base emoji's English phrases as RelatedWords.seeds finds them, as lemma keys: CLDR's,
    and CLDR's with emojilib's."""
    base = []
    with open(args.emoji_test, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or ';' not in line:
                continue
            points, rest = line.split(';', 1)
            if not rest.strip().startswith('fully-qualified'):
                continue
            scalars = [int(p, 16) for p in points.split()]
            if not any(0x1F3FB <= s <= 0x1F3FF for s in scalars):
                base.append(''.join(map(chr, scalars)).replace('\ufe0f', ''))
    annotations = {}
    with tempfile.TemporaryDirectory() as scratch:
        for archive, root in ((args.derived, 'annotationsDerived'), (args.annotations, 'annotations')):
            subprocess.run(['tar', '-xJf', archive, '-C', scratch, 'en.json'], check=True)
            with open(os.path.join(scratch, 'en.json'), encoding='utf-8') as f:
                body = json.load(f)[root]['annotations']
            annotations.update({k.replace('\ufe0f', ''): v for k, v in body.items()})
    with open(args.emojilib, encoding='utf-8') as f:
        emojilib = {k.replace('\ufe0f', ''): v for k, v in json.load(f).items()}
    result = []
    for emoji in base:
        annotation = annotations.get(emoji, {})
        name = (annotation.get('tts') or [''])[0]
        cldr = [name] + (heads(name) if '_'.join(name.lower().split()) not in lemmas else []) + (
            annotation.get('default') or [])
        keys = [{' '.join(t.lower().replace('_', ' ').split()).replace(' ', '_') for t in texts} - {''}
                for texts in (cldr, cldr + emojilib.get(emoji, []))]
        result.append((sorted(keys[0]), sorted(keys[1])))
    return result


PREPOSITIONS = {'with', 'on', 'of', 'in', 'from', 'for', 'at', 'without', 'over', 'under', 'behind', 'into', 'to',
                'by'}


def heads(name):
    """The words of a multi-word name that name its thing, as RelatedWords.heads(of:) finds them."""
    words = name.lower().replace(',', ' ').split()
    if ':' in name or len(words) < 2:
        return []
    chunk = []
    for w in words:
        if w in PREPOSITIONS:
            break
        chunk.append(w)
    result, current = [], []
    for w in chunk + ['and']:
        if w in ('and', '&'):
            result += current[-1:]
            current = []
        else:
            current.append(w)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    for name in ('wordnet', 'emoji-test', 'annotations', 'derived', 'emojilib', 'output'):
        parser.add_argument('--' + name, required=True)
    args = parser.parse_args()
    wn = args.wordnet

    # The full database, keyed as WordNet keys it.
    index, data, exceptions = {}, {}, {}
    for p, name in POS.items():
        for line in read_lines(os.path.join(wn, 'index.' + name)):
            if line and not line.startswith(b'  '):
                index[(line.split(b' ', 1)[0].decode('latin-1'), p)] = line
        for line in read_lines(os.path.join(wn, 'data.' + name)):
            if line and not line.startswith(b'  '):
                data[(p, line[:8].decode())] = line
        for line in read_lines(os.path.join(wn, name + '.exc')):
            if line:
                exceptions.setdefault((line.split(b' ', 1)[0].decode('latin-1'), p), []).append(line)

    def senses(lemma, p, limit=SENSES):
        """The lemma's first senses (WordNet orders them by frequency)."""
        fields = index[(lemma, p)].split()
        pointer_count = int(fields[3])
        return [(p, o.decode()) for o in fields[6 + pointer_count:]][:limit]

    def parse(key):
        fields = data[key].split(b' | ', 1)[0].split()
        count = int(fields[3], 16)
        words = [fields[4 + 2 * i].decode('latin-1') for i in range(count)]
        i = 4 + 2 * count
        pointers = []
        for _ in range(int(fields[i])):
            symbol, offset, pos = fields[i + 1].decode(), fields[i + 2].decode(), fields[i + 3].decode()
            pointers.append((symbol, ('a' if pos == 's' else pos, offset)))
            i += 4
        return words, pointers

    def lemma_of(word):
        return re.sub(r'\((a|p|ip)\)$', '', word).lower()

    # Seed lemmas: each phrase as written and its morphy base forms. Phrases of more than SPREAD
    # emoji are context only: their senses are kept, their related words are not reached. The
    # spread counts CLDR's phrases only, so the cut serves a reader given everyday words or not.
    vocabularies = vocabulary(args, {lemma for lemma, _ in index})
    spread = {}
    for cldr, phrases in vocabularies:
        for phrase in phrases:
            spread.setdefault(phrase, 0)
        for phrase in cldr:
            spread[phrase] += 1
    kept_index, kept_exc, seeds, expanded = set(), set(), set(), set()
    for phrase in sorted(spread):
        for p in POS:
            forms = []
            if (phrase, p) in index:
                forms.append(phrase)
            for line in exceptions.get((phrase, p), []):
                kept_exc.add((p, line))
                forms += [b.decode('latin-1') for b in line.split()[1:]]
            for suffix, ending in MORPHY[p]:
                if phrase.endswith(suffix) and len(phrase) > len(suffix) + 1:
                    forms.append(phrase[:-len(suffix)] + ending)
            for form in forms:
                if (form, p) in index:
                    seeds.add((form, p))
                    if spread[phrase] <= SPREAD:
                        expanded.add((form, p))
    seed_synsets = {s for lemma, p in seeds for s in senses(lemma, p)}
    expanded_synsets = {s for lemma, p in expanded for s in senses(lemma, p)}
    kept_index |= seeds

    # Synsets the policy can reach from the seeds' senses.
    reached = set(seed_synsets)
    outputs = set(expanded_synsets)
    def thing(key):
        return key[0] == 'n' and int(data[key][9:11]) in THINGS

    for key in sorted(expanded_synsets):
        _, pointers = parse(key)
        for symbol, target in pointers:
            if symbol in DERIVED or (symbol in HYPERNYMS and thing(target)):
                outputs.add(target)
        if key[0] == 'n':
            # The reader counts all hyponyms of two levels, then keeps the things among them.
            direct = [t for s, t in pointers if s in HYPONYMS]
            second = [t2 for t in direct for s2, t2 in parse(t)[1] if s2 in HYPONYMS]
            if len(direct) <= TWO_LEVELS:
                reached.update(direct)
            if len(direct) + len(second) <= TWO_LEVELS:
                outputs.update(t for t in direct + second if thing(t))
            elif len(direct) <= DIRECT:
                outputs.update(t for t in direct if thing(t))
    reached |= outputs
    # Hypernym ancestors up to the roots (depth, and context between a keyword and the name).
    ancestors = set(seed_synsets)
    frontier = sorted(seed_synsets)
    while frontier:
        parents = {t for key in frontier for s, t in parse(key)[1] if s in HYPERNYMS} - ancestors
        ancestors |= parents
        frontier = sorted(parents)
    reached |= ancestors

    # Every lemma a related word can be: its index lines, and its senses marked offensive.
    domains = {key for key, line in data.items() if set(parse(key)[0]) & OFFENSIVE_DOMAINS}
    for key in sorted(outputs):
        for word in parse(key)[0]:
            lemma = lemma_of(word)
            if '_' in lemma:
                continue  # the reader keeps single words only
            for p in POS:
                if (lemma, p) not in index:
                    continue
                kept_index.add((lemma, p))
                for sense in senses(lemma, p, limit=None):
                    words, pointers = parse(sense)
                    gloss = data[sense].split(b' | ', 1)[-1].decode('latin-1')
                    if OFFENSIVE_GLOSS.search(gloss) or any(s == ';u' and t in domains for s, t in pointers):
                        reached.add(sense)
                        reached |= {t for s, t in pointers if s == ';u'}

    # The cut files, each line as WordNet has it, in WordNet's order, after the licence header.
    files = {}
    for p, name in POS.items():
        for kind, keep in (('index', lambda l: (l.split(b' ', 1)[0].decode('latin-1'), p) in kept_index),
                           ('data', lambda l: (p, l[:8].decode()) in reached)):
            lines = read_lines(os.path.join(wn, kind + '.' + name))
            header = [l for l in lines if l.startswith(b'  ')]
            body = [l for l in lines if l and not l.startswith(b'  ') and keep(l)]
            files[kind + '.' + name] = b'\n'.join(header + body) + b'\n'
        files[name + '.exc'] = b''.join(l + b'\n' for q, l in sorted(kept_exc) if q == p)
    seed_keys = {(lemma, p) for lemma, p in seeds}
    count_lines = []
    for line in read_lines(os.path.join(wn, 'cntlist.rev')):
        if line:
            lemma, rest = line.decode('latin-1').split('%', 1)
            p = {'1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a'}[rest[0]]
            if (lemma, p) in seed_keys:
                count_lines.append(line)
    files['cntlist.rev'] = b''.join(l + b'\n' for l in count_lines)

    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode='w', format=tarfile.USTAR_FORMAT) as tar:
        for name in sorted(files):
            info = tarfile.TarInfo('wordnet/' + name)
            info.size, info.mtime, info.mode = len(files[name]), 1165363200, 0o644  # 2006-12-06, the release
            info.uid = info.gid = 0
            info.uname = info.gname = ''
            tar.addfile(info, io.BytesIO(files[name]))
    with open(args.output, 'wb') as f:
        f.write(lzma.compress(buffer.getvalue(), preset=9 | lzma.PRESET_EXTREME))
    for name in sorted(files):
        lines = files[name].count(b'\n')
        print(f'{name:12} {lines:7} lines {len(files[name]):9} bytes')


if __name__ == '__main__':
    main()
