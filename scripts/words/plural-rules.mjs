// Paraglide's registry.plural builds a new Intl.PluralRules at every call, and building one costs
// about half a millisecond (a phone's four times more): a board whose every row names a count
// (the analysis board's moves, the guided game's steps) spent tens of milliseconds of its first
// render there. The compiled registry's plural is replaced by one that keeps a rule set per
// locale and options; what it answers is Intl's, unchanged.

/** Paraglide's plural, as it compiles it (the replacement is refused when that changes). */
const COMPILED = /export function plural\(locale, input, options\) \{\s*\n\treturn new Intl\.PluralRules\(locale, options\)\.select\(Number\(input\)\)\n\};/;

const CACHED = `export function plural(locale, input, options) {
\tconst key = options ? \`\${locale} \${JSON.stringify(options)}\` : locale;
\tlet rules = pluralRules.get(key);
\tif (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)));
\treturn rules.select(Number(input))
};

/** The rule sets plural built, by locale and options. */
const pluralRules = new Map();`;

/** registry.js with its plural keeping the rule sets it built. */
export function cachedPlural(registry) {
  if (!COMPILED.test(registry)) throw new Error('words: Paraglide\'s registry.plural is not the one scripts/words/plural-rules.mjs replaces; check it and update the pattern');
  return registry.replace(COMPILED, CACHED);
}
