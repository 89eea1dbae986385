// Short, safe descriptions of untrusted values for error messages. Importers quote what they
// refused, but a value can be a megabyte of text, an array nested thousands deep or an object
// whose `toString` is not a function: JSON.stringify or String() on it can throw or flood the
// message. These never throw and never return more than about 40 characters.

const MAX_TEXT = 30;

/** Text cut to a short prefix, control and odd characters escaped as JSON does. */
function shortText(text: string): string {
  const cut = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  return JSON.stringify(cut);
}

/**
 * A value as a reader would name it: short strings and numbers quoted as written, anything
 * larger by its kind ("a list of 3 items", "an object").
 */
export function excerpt(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return shortText(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'a number out of range';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'nothing';
    case 'bigint':
      return 'a big integer';
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

/** An object key for a field path: as written when short and plain, else quoted and cut. */
export function keyExcerpt(key: string): string {
  return /^[A-Za-z_$][\w$-]{0,29}$/.test(key) ? key : shortText(key);
}
