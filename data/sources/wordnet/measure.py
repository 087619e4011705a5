#!/usr/bin/env python3
"""The figures behind README.md's "What is kept, and why": related words per relation under each
cap, random samples to judge, the examples. A mirror of Sources/EmojiIndexBuilder/Sources/
RelatedWords.swift with its limits as parameters (the Swift reader gives the same pairs with the
chosen ones: `--dump` writes them for comparison).

    measure.py --wordnet <directory of WordNet's files: /usr/share/wordnet, or wordnet-3.0.tar.xz unpacked> \
        --emoji-test … --annotations … --derived … --emojilib … [--everyday] [--dump FILE]
"""
import argparse, collections, json, os, random, re, subprocess, tempfile

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


POS = {'n': 'noun', 'v': 'verb', 'a': 'adj', 'r': 'adv'}
THINGS = {5, 6, 8, 13, 17, 18, 20, 27}
PERSON = 18
STATE_VERBS = {31, 40, 42}
LINKS = {'+', '&', '#m', '#s', '#p', '%m', '%s', '%p', '^', '='}
BLOCKED = {'homo', 'skank'}  # slurs today that WordNet 3.0 does not mark
FINAL = dict(context=True, anchor=True, things=True, senses=3, ancestor_hops=8, min_context_depth=4, dominance=0.5, seed_spread=10, min_seed_length=3,
             direct=20, two_levels=30, hypernym_depth=6, word_spread=8, per_emoji=40, phrase_hypernyms_up=True,
             relations=('synonym', 'derived', 'hyponym', 'hypernym'))


class WordNet:
    def __init__(self, root):
        self.synsets, self.index, self.counts, self.exceptions = {}, {}, {}, {}
        for p, name in POS.items():
            for line in open(os.path.join(root, 'data.' + name), encoding='latin-1'):
                if line.startswith('  '):
                    continue
                head, _, gloss = line.partition(' | ')
                f = head.split()
                n = int(f[3], 16)
                words = [re.sub(r'\((a|p|ip)\)$', '', f[4 + 2 * i]) for i in range(n)]
                i = 4 + 2 * n
                pointers = []
                for _ in range(int(f[i])):
                    symbol, offset, pos, st = f[i + 1:i + 5]
                    pointers.append((symbol, ('a' if pos == 's' else pos, offset), int(st[:2], 16), int(st[2:], 16)))
                    i += 4
                self.synsets[(p, f[0])] = (int(f[1]), words, pointers, gloss.strip())
            for line in open(os.path.join(root, 'index.' + name), encoding='latin-1'):
                if line.startswith('  '):
                    continue
                f = line.split()
                self.index[(f[0], p)] = [(p, o) for o in f[6 + int(f[3]):]]
            for line in open(os.path.join(root, name + '.exc'), encoding='latin-1'):
                f = line.split()
                self.exceptions.setdefault((f[0], p), []).extend(f[1:])
        for line in open(os.path.join(root, 'cntlist.rev'), encoding='latin-1'):
            key, number, count = line.split()
            lemma, rest = key.split('%')
            self.counts[(lemma, 'nvara'[int(rest[0]) - 1], int(number))] = int(count)
        self._depth, self._ancestors = {}, {}

    def lemmas(self, key, p):
        if (key, p) in self.index:
            return [key]
        found = [b for b in self.exceptions.get((key, p), []) if (b, p) in self.index]
        if found:
            return found
        for suffix, ending in MORPHY[p]:
            base = key[:-len(suffix)] + ending
            if key.endswith(suffix) and len(key) > len(suffix) + 1 and (base, p) in self.index and base not in found:
                found.append(base)
        return found

    def parents(self, s):
        return [t for sym, t, _, _ in self.synsets.get(s, (0, [], [], ''))[2] if sym in ('@', '@i') and t in self.synsets]

    def depth(self, s):
        if s not in self._depth:
            self._depth[s] = 0  # guards cycles
            ps = self.parents(s)
            self._depth[s] = 1 + min(self.depth(p) for p in ps) if ps else 0
        return self._depth[s]

    def ancestors(self, s, hops):
        if s not in self._ancestors:
            seen, frontier = {}, [s]
            for d in range(1, hops + 1):
                frontier = [p for x in frontier for p in self.parents(x) if p not in seen and p != s]
                for p in frontier:
                    seen.setdefault(p, d)
            self._ancestors[s] = list(seen)
        return self._ancestors[s]

    def offensive(self, lemma):
        for p in POS:
            for s in self.index.get((lemma, p), []):
                if s in self.synsets:
                    _, _, pointers, gloss = self.synsets[s]
                    domains = {w for sym, t, _, _ in pointers if sym == ';u' and t in self.synsets
                               for w in self.synsets[t][1]}
                    if OFFENSIVE_GLOSS.search(gloss) or domains & OFFENSIVE_DOMAINS:
                        return True
        return lemma in BLOCKED


def normalized(text):
    return ' '.join(text.lower().replace('_', ' ').split())


def seeds_of(wn, name, keywords, everyday):
    out, seen = [], set()
    key = '_'.join(name.lower().split())
    name_heads = [] if any((key, p) in wn.index for p in POS) else heads(name)
    for source, texts in (('name', [name] + name_heads), ('keyword', keywords), ('everyday', everyday)):
        for t in texts:
            t = normalized(t)
            if t and t not in seen:
                seen.add(t)
                out.append((t, source))
    return out


def related(wn, seeds, spread, L):
    """One emoji's related words: [(text, relation)]."""
    candidates = {}
    for text, _ in seeds:
        key = text.replace(' ', '_')
        cands = []
        for p in POS:
            for lemma in wn.lemmas(key, p):
                for rank, s in enumerate(wn.index[(lemma, p)][:L['senses']], 1):
                    if s in wn.synsets:
                        cands.append((s, lemma, wn.counts.get((lemma, p, rank), 0)))
        candidates[text] = cands
    same, ancestor, parent, link = (collections.defaultdict(set) for _ in range(4))
    for text, cands in candidates.items():
        for s, _, _ in cands:
            same[s].add(text)
            for a in wn.ancestors(s, L['ancestor_hops']):
                if wn.depth(a) >= L['min_context_depth']:
                    ancestor[a].add(text)
            for p in wn.parents(s):
                parent[p].add(text)
            for sym, t, _, _ in wn.synsets[s][2]:
                if sym in LINKS:
                    link[t].add(text)

    def evidence(s, own):
        other = lambda texts: bool(texts - own)
        if other(same[s]):
            return 4
        links = [t for sym, t, _, _ in wn.synsets[s][2] if sym in LINKS]
        if other(link[s]) or any(other(same[t]) for t in links):
            return 3
        if s[0] in 'nv' and (any(other(same[p]) for p in wn.parents(s)) or other(parent[s])):
            return 3
        if s[0] == 'n' and any(other(parent[p]) for p in wn.parents(s)):
            return 2
        if other(ancestor[s]) or any(wn.depth(a) >= L['min_context_depth'] and other(same[a])
                                     for a in wn.ancestors(s, L['ancestor_hops'])):
            return 1
        return 0

    def chosen(text):
        cands = candidates[text]
        if not L['context']:
            return cands
        lemmas = {(s[0], lemma) for s, lemma, _ in cands}
        own = {t for t, c in candidates.items() if {(s[0], lm) for s, lm, _ in c} & lemmas} | {text}
        levels = [evidence(s, own) for s, _, _ in cands]
        strong = [c for c, e in zip(cands, levels) if e >= 3]
        if strong:
            return strong
        weak = [c for c, e in zip(cands, levels) if e >= 1]
        if weak:
            return weak[:1]
        if len(cands) == 1:
            return cands
        total = sum(c for _, _, c in cands)
        best = max(cands, key=lambda c: c[2]) if cands else None
        if total and best[2] / total >= L['dominance'] and best[0][0] in 'na':
            return [best]
        return []

    name_senses = {s for t, src in seeds if src == 'name' for s, _, _ in candidates[t]}
    inputs = {t for t, _ in seeds} | {w for t, _ in seeds for w in t.split()}
    out, seen = [], set()

    def add(lemma, relation):
        text = lemma.replace('_', ' ')
        if text != text.lower() or ' ' in text or any(c.isdigit() for c in text):
            return
        if text in inputs or text in seen or wn.offensive(lemma):
            return
        seen.add(text)
        out.append((text, relation))

    for text, source in seeds:
        if spread[text] > L['seed_spread'] or not any(c.isalpha() for c in text):
            continue
        if len(text) < L['min_seed_length'] and source != 'name':
            continue
        for s, lemma, _ in chosen(text):
            lex, words, pointers, _ = wn.synsets[s]
            if 'synonym' in L['relations']:
                for w in words:
                    add(w, 'synonym')
            if 'derived' in L['relations']:
                for sym, t, _, target_word in pointers:
                    if t not in wn.synsets:
                        continue
                    if sym == '+' and wn.synsets[t][0] != PERSON and target_word:
                        add(wn.synsets[t][1][target_word - 1], 'derived')
                    if sym == '=':
                        for w in wn.synsets[t][1]:
                            add(w, 'derived')
            if s[0] != 'n':
                continue
            anchored = source == 'name' or s in name_senses or any(
                a in name_senses for a in wn.ancestors(s, L['ancestor_hops']))
            if 'hyponym' in L['relations'] and (anchored or not L['anchor']):
                direct = [t for sym, t, _, _ in pointers if sym == '~']
                second = [u for t in direct if t in wn.synsets for sym, u, _, _ in wn.synsets[t][2] if sym == '~']
                if len(direct) + len(second) <= L['two_levels']:
                    chosen_hyponyms = direct + second
                elif len(direct) <= L['direct']:
                    chosen_hyponyms = direct
                else:
                    chosen_hyponyms = []
                for t in chosen_hyponyms:
                    if t in wn.synsets and (wn.synsets[t][0] in THINGS or not L['things']):
                        for w in wn.synsets[t][1]:
                            add(w, 'hyponym')
            if 'hypernym' in L['relations'] and (source == 'name' or not L['anchor']):
                def taken(t):
                    return (wn.synsets[t][0] in THINGS or not L['things']) and wn.depth(t) >= L['hypernym_depth']
                for t in filter(taken, wn.parents(s)):
                    # A hypernym of the whole name worded only as phrases gives way to its own (anseriform bird ->
                    # waterfowl).
                    one_word = any('_' not in w and w == w.lower() for w in wn.synsets[t][1])
                    up = L.get('phrase_hypernyms_up', True) and not one_word and text == seeds[0][0]
                    for u in filter(taken, wn.parents(t)) if up else [t]:
                        for w in wn.synsets[u][1]:
                            add(w, 'hypernym')
    if L.get('ways', True) and 'hyponym' in L['relations'] and seeds:
        # Ways of doing what a word of the name in -ing does: direct troponyms of its verb senses that the other
        # phrases support closely, not of being, having or thinking (verb.stative, possession, cognition).
        name = seeds[0][0] if seeds[0][1] == 'name' else ''
        for word in name.split(' '):
            if not word.endswith('ing'):
                continue
            lemmas = wn.lemmas(word, 'v')
            stem = word[:-3]
            if not lemmas and len(stem) > 1 and stem[-1] == stem[-2]:
                lemmas = wn.lemmas(stem[:-1], 'v')
            if not lemmas or lemmas[0] == word:
                continue
            for s in wn.index.get((lemmas[0], 'v'), [])[:L['senses']]:
                if s not in wn.synsets or wn.synsets[s][0] in STATE_VERBS or evidence(s, {word, lemmas[0], name}) < 3:
                    continue
                troponyms = [t for sym, t, _, _ in wn.synsets[s][2] if sym == '~']
                if len(troponyms) <= L['direct']:
                    for t in troponyms:
                        for w in wn.synsets.get(t, (0, []))[1]:
                            add(w, 'hyponym')
    return out


def related_all(wn, vocabularies, L):
    seed_lists = [seeds_of(wn, *v[1:]) for v in vocabularies]
    spread = collections.Counter(t for seeds in seed_lists for t, _ in seeds)
    result = [related(wn, seeds, spread, L) for seeds in seed_lists]
    words = collections.Counter(t for r in result for t, _ in r)
    return [[(t, rel) for t, rel in r if words[t] <= L['word_spread']][:L['per_emoji']] for r in result]


def vocabularies(args, everyday=True):
    base = []
    for line in open(args.emoji_test, encoding='utf-8'):
        if line.startswith('#') or ';' not in line:
            continue
        points, rest = line.split(';', 1)
        scalars = [int(p, 16) for p in points.split()]
        if rest.strip().startswith('fully-qualified') and not any(0x1F3FB <= s <= 0x1F3FF for s in scalars):
            base.append(''.join(map(chr, scalars)))
    annotations = {}
    with tempfile.TemporaryDirectory() as scratch:
        for archive, root in ((args.derived, 'annotationsDerived'), (args.annotations, 'annotations')):
            subprocess.run(['tar', '-xJf', archive, '-C', scratch, 'en.json'], check=True)
            body = json.load(open(os.path.join(scratch, 'en.json'), encoding='utf-8'))[root]['annotations']
            annotations.update({k.replace('\ufe0f', ''): v for k, v in body.items()})
    emojilib = {k.replace('\ufe0f', ''): v for k, v in json.load(open(args.emojilib, encoding='utf-8')).items()}
    result = []
    for e in base:
        a = annotations.get(e.replace('\ufe0f', ''), {})
        result.append((e, (a.get('tts') or [''])[0], a.get('default') or [],
                       emojilib.get(e.replace('\ufe0f', ''), []) if everyday else []))
    return result


EXAMPLES = [  # (word, emoji it should reach, any of)
    ('hen', '🐔'), ('cheeseburger', '🍔'), ('latte', '☕'), ('toad', '🐸'), ('arachnid', '🕷'), ('rodent', '🐭🐀🐁'),
    ('strength', '💪'), ('photography', '📷📸'),
]


def summary(result):
    c = collections.Counter(rel for r in result for _, rel in r)
    return [c[k] for k in ('synonym', 'derived', 'hyponym', 'hypernym')] + [sum(c.values()), max(map(len, result))]


def main():
    parser = argparse.ArgumentParser()
    for name in ('wordnet', 'emoji-test', 'annotations', 'derived', 'emojilib'):
        parser.add_argument('--' + name, required=True)
    parser.add_argument('--everyday', action='store_true', help='emojilib keywords as inputs too')
    parser.add_argument('--dump', help='write emoji<TAB>word<TAB>relation lines of the final policy')
    parser.add_argument('--samples', type=int, default=40)
    args = parser.parse_args()
    wn = WordNet(args.wordnet)
    vocab = vocabularies(args, everyday=args.everyday)
    steps = [
        ('every candidate sense, no limits', dict(FINAL, context=False, anchor=False, things=False, direct=10**6,
                                                  two_levels=0, hypernym_depth=0, seed_spread=10**6,
                                                  word_spread=10**6, per_emoji=10**6)),
        ('+ senses chosen by context or frequency', dict(FINAL, anchor=False, things=False, direct=10**6,
                                                         two_levels=0, hypernym_depth=0, seed_spread=10**6,
                                                         word_spread=10**6, per_emoji=10**6)),
        ('+ hyponyms/hypernyms: things only, of the name', dict(FINAL, direct=10**6, two_levels=0, hypernym_depth=0,
                                                              seed_spread=10**6, word_spread=10**6,
                                                              per_emoji=10**6)),
        ('+ hyponyms: 2 levels if <= 30, else 1 if <= 20', dict(FINAL, hypernym_depth=0, seed_spread=10**6,
                                                              word_spread=10**6, per_emoji=10**6)),
        ('+ hypernyms of depth >= 6', dict(FINAL, seed_spread=10**6, word_spread=10**6, per_emoji=10**6)),
        ('+ words of > 10 emoji are context only', dict(FINAL, word_spread=10**6, per_emoji=10**6)),
        ('+ a word reaching > 8 emoji is dropped', dict(FINAL, per_emoji=10**6)),
        ('+ at most 40 per emoji (final)', FINAL),
    ]
    alternatives = [(f'word spread <= {m}', dict(FINAL, word_spread=m)) for m in (3, 5, 12, 20)] + [
        (f'seed spread <= {k}', dict(FINAL, seed_spread=k)) for k in (5, 20)] + [
        (f'hyponyms {d}/{t}', dict(FINAL, direct=d, two_levels=t)) for d, t in ((10, 20), (40, 60))] + [
        (f'hypernym depth >= {d}', dict(FINAL, hypernym_depth=d)) for d in (4, 8)] + [
        (f'per emoji <= {n}', dict(FINAL, per_emoji=n)) for n in (20, 60)] + [
        ('without ways of doing (troponyms)', dict(FINAL, ways=False))]
    print('| Step | synonyms | derived | hyponyms | hypernyms | total | most for one emoji |')
    print('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
    final = None
    for label, limits in steps + alternatives:
        result = related_all(wn, vocab, limits)
        print('| ' + label + ' | ' + ' | '.join(f'{n:,}' for n in summary(result)) + ' |')
        if limits is FINAL:
            final = result
    print()
    for word, targets in EXAMPLES:
        hits = ''.join(v[0] for v, r in zip(vocab, final) if any(t == word for t, _ in r))
        own = ''.join(v[0] for v in vocab if word in {normalized(x) for x in [v[1]] + v[2] + v[3]})
        ok = any(h in targets for h in (hits + own).replace('\ufe0f', ''))
        print(f'{word}: related to {hits or "-"}; already a word of {own or "-"}: {"ok" if ok else "MISSING"}')
    rnd = random.Random(21)
    pairs = [(v, t, rel) for v, r in zip(vocab, final) for t, rel in r]
    for relation in ('synonym', 'derived', 'hyponym', 'hypernym'):
        chosen = [p for p in pairs if p[2] == relation]
        print(f'\n{relation}: {args.samples} of {len(chosen)}')
        for v, t, _ in rnd.sample(chosen, min(args.samples, len(chosen))):
            print(f'  {v[0]} {v[1]!r}: {t}')
    if args.dump:
        with open(args.dump, 'w', encoding='utf-8') as f:
            for v, r in zip(vocab, final):
                for t, rel in r:
                    f.write(f'{v[0]}\t{t}\t{rel}\n')


if __name__ == '__main__':
    main()
