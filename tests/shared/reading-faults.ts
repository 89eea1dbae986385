// The classes of error the translation reviews found (../shared/reviews/translations-*.md,
// play-audit.md), written as patterns over one line a reader reads: in every language a placeholder
// left or punctuation doubled; in each language a card named in the wrong gender, "you" with a third
// person's verb, a colour in parentheses, a name without elision, an article that does not agree, a
// word the glossary forbids, a calque the review named. Read by the browser's walk through each
// language (tests/e2e/locale-reading.spec.ts) and by the unit test that steps every replay
// (tests/unit/site/replay-reading.test.ts).
export type Faults = readonly (readonly [string, RegExp])[];

/** In every language: a placeholder left, punctuation doubled or after a space, a value shown raw. */
export const EVERYWHERE: Faults = [
  ['a placeholder left unfilled', /\{[a-zA-Z_]+\}/],
  ['a value shown raw', /\b(undefined|NaN|null)\b|\[object /],
  ['punctuation doubled', /(?<![.])\.\.(?![.])|,,|,\.|\.,/],
  ['a space before a full stop or comma', /\S\s+[.,](?=\s|$)/],
];

// Letters of any script: \b only knows ASCII.
const W = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const re = (source: string, flags = 'u') => new RegExp(source, flags);

export const FAULTS: Record<string, Faults> = {
  en: [['"You" with a third person\'s verb', /\bYou (is|has|plays|chooses|takes|was)\b/]],
  ru: [
    ['a card named in the masculine («красный 13»)', re(`${W}(красный|синий|зелёный|жёлтый|серый|красного|синего|зелёного|жёлтого|серого) \\d`)],
    ['"Вы" with a third person\'s verb («снова ходит Вы»)', re(`ходит Вы${E}|${W}Вы (ходит|играет|берёт|кладёт|выбрал|получил|заплатил|делает|может|должен)${E}`)],
    ['«Кубки нет» (M1)', /Кубки нет/u],
    ['a player in parentheses or capitalised mid-sentence (M6)', re(`\\((Жёлтые|Красные)\\)|[а-яё,] (Жёлтые|Красные)${E}`)],
    ['a count after a colon in the wrong case (M2)', /колоды: \d/u],
    ['whose side, in parentheses in the nominative (M4)', /\((ваша сторона|сторона игрока)/u],
    ['«трофей», which the glossary forbids', re(`${W}трофе`, 'iu')],
    ['«Туда и обратно» (R19)', /Туда и обратно/u],
    ['«задачи» where the site says «головоломки» (R5)', re(`${W}(превращены в задачи|сборник[а-я]* задач)`)],
    ['a move that "loses" (R21)', re(`(Уход с дорожки|отказ|ход[аы]?) проигрыва`)],
    ['«по правилу отскока он отскакивает» (R30)', /правилу отскока он отскакивает/u],
  ],
  pl: [
    ['"Ty" with a third person\'s verb («Ty gra»)', re(`${W}Ty (gra|ma|jest|wybrał|wybiera|kładzie|płaci|bierze|dobiera|wygrywa|przegrywa|wykupuje)${E}`)],
    // (A number followed by an arrow is a Jumping Cups move of the player Czerwony, not a card.)
    ['a card in the masculine («kartę czerwony 13»)', re(`${W}(czerwony|niebieski|zielony|żółty|szary) \\d+(?!\\d|→)`)],
    ['a colour in parentheses («trofeum (szary)»)', re(`\\((szar|niebiesk|zielon|żółt|czerwon)\\p{L}*\\)`)],
    ['«Trofea brak» (M8)', /Trofea brak/u],
    ['the English word "solver" (M9)', /solver/iu],
    ['a count after a colon in the wrong case (M2)', /talii: \d/u],
    ['«Tam i z powrotem» (P17)', /Tam i z powrotem/u],
    ['«zagadki» where the site says «zadania» (P4)', re(`${W}(są zagadkami|zbior[a-z]* zagadek)`)],
    ['a line of play called «linia» (P18)', re(`${W}(Linia z instrukcji|[Gg]łówna linia|[Cc]ała linia)`)],
    ['a choice that "loses" (P19)', re(`(rezygnacja|Zejście z toru|oba) przegrywa`)],
  ],
  de: [
    ['"Du" with a third person\'s verb («Du ist wieder am Zug»)', re(`${W}Du (ist|hat|spielt|wählt|legt|zahlt|nimmt|zieht|gewinnt|verliert|darf|kann|muss)${E}`)],
    ['«Es zeigt jetzt» (D9)', /Es zeigt jetzt/u],
    ['one cube with a plural verb («liegen 1») (D8)', /liegen 1 /u],
    ['«Kettenregel» (D5)', /Kettenregel/u],
    ['the anglicism «Engine» (D15)', /Engine/u],
    ['a colour as a noun in lower case (D10)', re(`ist (grau|blau|grün|gelb|rot) vergeben`)],
    ['a colour without its ending before a noun («die grau Trophäe»: an ending stuck to a colour passed in)', re(`${W}(grau|blau|grün|gelb|rot) (Würfel|Karten?|Trophäe|Dreiersatz)${E}`)],
    ['colloquial «fertig gemacht» / «voll machen» (D18)', re(`fertig gemacht|${W}voll(machen|gemacht| macht)`)],
    ['«einen Erwerb machen» (D16)', /einen\*{0,2} Erwerb machen/u],
    ['«Ablage» for placing a card (D2)', /(ohne Ablage|mögliche Ablage|jeder Ablage)/u],
  ],
  it: [
    ['"Tu" with a third person\'s verb («Tu ha scelto»)', re(`${W}Tu (ha|è|sceglie|gioca|paga|prende|vince|perde|conquista)${E}|${W}a Tu${E}`)],
    ['a card name without an article («Dove va 4 grigio?»)', /Dove va \d/u],
    ['«a» before a vowel where edited Italian writes «ad» (IT-29)', re(`${W}[Tt]occa (di nuovo )?a (?=[AaEe])`)],
    ['a player named as a bare colour («tocca a Rosso») (IT-29)', /a (Rosso|Giallo)(?![\p{L}])/u],
    ['a participle fixed in the plural («1 scelte») (IT-27)', re(`${W}1 (scelte|fatte)${E}`)],
    ['the English word "sandbox" (IT-20)', /sandbox/iu],
    ['«ci sta» for a card that fits (IT-16)', re(`${W}(ci sta|ci stanno|starci|non sta proprio)${E}`)],
  ],
  fr: [
    ['"Vous" with a third person\'s verb («Vous a choisi»)', re(`${W}Vous (a|est|joue|choisit|prend|paie|gagne|perd|pose)${E}`)],
    ['no elision before a vowel («Main de Ordinateur», «de Ana»)', re(`${W}[Dd]e (?=[AEIOUÉaeiouéèêâîôû])(?!onze${E})`)],
    ['a player named as a lower-case colour («Vous jouez rouge») (FR-3)', re(`(jouez|avec|arrivée de) (rouge|jaune)${E}`)],
    ['«au-delà du bout» (FR-11)', /(au-delà|au delà) du bout/u],
    ['word-for-word English (FR-12)', /ressemble à un progrès|Les deux côtés de cette histoire|avec nos mots/u],
  ],
  nl: [
    ['an uninflected colour after «de» («de grijs trofee»)', re(`${W}de (grijs|blauw|groen|geel|rood) (trofee|kaart|tegel|kubus|beker)`, 'iu')],
    ['"jij" with a third person\'s verb', re(`${W}[Jj]ij is${E}`)],
    ['«verzetten» for moving a cup (NL-5)', re(`${W}verzet(ten|t)?${E}`, 'iu')],
    ['a player as a lower-case colour (NL-6)', re(`${W}(rood|geel) (wint|zet|speelt|begint|verliest|is aan de beurt|omhoog|omlaag|al een|altijd)${E}`)],
    ['word-for-word English (NL-16)', /Beide kanten van dit verhaal|op vooruitgang lijkt|in elke volgorde/u],
  ],
};

/** Every fault `lines` show in `locale`, each once, with the first line that shows it. */
export function faultsIn(locale: string, lines: readonly string[], where: string): string[] {
  const faults = [...EVERYWHERE, ...(FAULTS[locale] ?? [])];
  const found = new Set<string>();
  for (const line of lines) {
    for (const [fault, pattern] of faults) if (pattern.test(line)) found.add(`${where} — ${fault}: "${line.slice(0, 160)}"`);
  }
  return [...found];
}
