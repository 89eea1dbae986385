// Compiled messages that choose among forms (a plural, a colour, both) repeat the whole sentence in
// each form, though most forms differ in a word or two. factorMessage writes such a message with the
// text its forms share said once, around the parts that differ: the same sentences in fewer bytes
// on every page that carries them.

const RETURN = /^\tif \((.+)\) return \/\*\* @type \{LocalizedString\} \*\/ \(`((?:[^`\\]|\\.)*)`\);$/;
/** The template literals of a message's forms (left out when looking for the names it declares). */
const RETURN_TEXTS = /`(?:[^`\\]|\\.)*`/g;
/** Shared text shorter than this is left in each form (a call's argument costs about as much). */
const MIN_SHARED = 6;

/** Where a template literal's text may be cut: not inside a `${…}` nor inside an escape. */
function cutPoints(text) {
  const ok = new Array(text.length + 1).fill(true);
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '\\') {
      ok[i + 1] = false;
      i += 1;
    } else if (text[i] === '$' && text[i + 1] === '{') {
      let depth = 0;
      let j = i;
      for (; j < text.length; j += 1) {
        if (text[j] === '{') depth += 1;
        else if (text[j] === '}' && --depth === 0) break;
      }
      for (let k = i + 1; k <= j; k += 1) ok[k] = false;
      i = j;
    }
  }
  return ok;
}

/** The longest text every one of `texts` holds, cut where each may be cut: [start in each, length], or null. */
function longestShared(texts) {
  const cuts = texts.map(cutPoints);
  const [shortest] = [...texts].sort((a, b) => a.length - b.length);
  for (let length = shortest.length; length >= MIN_SHARED; length -= 1) {
    for (let from = 0; from + length <= shortest.length; from += 1) {
      const piece = shortest.slice(from, from + length);
      const starts = texts.map((text, t) => {
        for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) if (cuts[t][at] && cuts[t][at + length]) return at;
        return -1;
      });
      if (starts.every((at) => at >= 0)) return [starts, length];
    }
  }
  return null;
}

/** A side with no shared text: one part if the texts differ, none if they are all the same. */
function whole(texts) {
  return texts.every((text) => text === texts[0]) ? { fixed: [texts[0]], parts: texts.map(() => []) } : { fixed: ['', ''], parts: texts.map((text) => [text]) };
}

export function pieces(texts) {
  const shared = longestShared(texts);
  if (!shared) return whole(texts);
  const [starts, length] = shared;
  const middle = texts[0].slice(starts[0], starts[0] + length);
  const left = pieces(texts.map((text, t) => text.slice(0, starts[t])));
  const right = pieces(texts.map((text, t) => text.slice(starts[t] + length)));
  return {
    fixed: [...left.fixed.slice(0, -1), left.fixed.at(-1) + middle + right.fixed[0], ...right.fixed.slice(1)],
    parts: texts.map((_, t) => [...left.parts[t], ...right.parts[t]]),
  };
}

/**
 * One compiled message's source (a function, as Paraglide writes it) with the text its forms share
 * written once: each `if (…) return \`A x B y C\`` becomes `if (…) return say(\`x\`, \`y\`)` with
 * `say = (v0, v1) => \`A${v0}B${v1}C\``. A message with one form, or whose forms share little, is unchanged.
 */
export function factorMessage(source) {
  const lines = source.split('\n');
  const forms = lines.map((line) => RETURN.exec(line));
  const texts = forms.filter(Boolean).map((form) => form[2]);
  // Its own names (say, v0, v1 …) must not hide a name the message declares.
  if (texts.length < 2 || /\b(say|v\d+)\b/.test(source.replace(RETURN_TEXTS, ''))) return source;
  const { fixed, parts } = pieces(texts);
  if (fixed.length === 1) return source;
  const names = fixed.slice(1).map((_, k) => `v${k}`);
  const template = fixed.map((text, k) => (k === 0 ? text : `\${${names[k - 1]}}${text}`)).join('');
  let form = -1;
  const first = forms.findIndex(Boolean);
  const factored = lines.map((line, i) => {
    if (!forms[i]) return line;
    form += 1;
    const own = `\tif (${forms[i][1]}) return /** @type {LocalizedString} */ (say(${parts[form].map((part) => `\`${part}\``).join(', ')}));`;
    return i === first ? `\tconst say = (${names.join(', ')}) => \`${template}\`;\n${own}` : own;
  }).join('\n');
  // Kept whenever it is shorter: measured on the phrasebooks, gzipped as served, a threshold only
  // made them larger (the Russian ones 4.5% smaller in all with none).
  return factored.length < source.length ? factored : source;
}
