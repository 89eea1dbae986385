/**
 * What the site search knows of each language (used by search-engine.ts; pure data and small
 * functions, so it runs in the browser and in Node's tests alike): how words are folded and cut to
 * their stem, which words say nothing about a rule, and the words players use for the same thing
 * (the rulebook's term beside the everyday word). Words here are written as players type them;
 * they are folded and stemmed when the search starts, exactly as the pages' words are.
 */

/** Lower case, accents and marks dropped (ё→е, ą→a, ü→u), ł→l and ß→ss, so a word typed without them still matches. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/ß/g, 'ss');
}

/**
 * The words of a text, folded (letters and digits; apostrophes and hyphens split words). A rule's
 * number (3.2) stays one word, so it finds its rule and its digits are not counts ("three" is 3).
 */
export function words(text: string): string[] {
  return fold(text).match(/\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu) ?? [];
}

/** Endings cut from a word, longest first; at most two are cut, and at least three letters stay. */
const ENDINGS: Readonly<Record<string, readonly string[]>> = {
  en: ['ingly', 'ings', 'ing', 'ies', 'ied', 'est', 'ers', 'er', 'ed', 'es', 'ly', 's'],
  de: ['ungen', 'heiten', 'keiten', 'chen', 'ung', 'heit', 'keit', 'ern', 'em', 'en', 'er', 'es', 'st', 'e', 's', 'n', 't'],
  nl: ['heden', 'ingen', 'tjes', 'heid', 'ing', 'jes', 'tje', 'ers', 'en', 'er', 'je', 'e', 's', 't'],
  fr: ['issements', 'issement', 'ements', 'ement', 'ations', 'ation', 'aient', 'euses', 'euse', 'ables', 'able', 'ives', 'ive', 'ifs', 'eux', 'ent', 'ons', 'ait', 'ais', 'ees', 'ee', 'es', 'er', 'ez', 'if', 'e', 's', 'x'],
  it: ['azioni', 'azione', 'amenti', 'amento', 'mente', 'ando', 'endo', 'are', 'ere', 'ire', 'ato', 'ata', 'ati', 'ate', 'uto', 'uti', 'ito', 'iti', 'hi', 'he', 'i', 'e', 'o', 'a'],
  ru: ['иями', 'ями', 'ами', 'ого', 'его', 'ому', 'ему', 'ими', 'ыми', 'ите', 'ать', 'ять', 'ить', 'еть', 'уть', 'ешь', 'ишь', 'ете', 'ся', 'сь', 'ых', 'их', 'ои', 'еи', 'ыи', 'ии', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ую', 'юю', 'ах', 'ях', 'ов', 'ев', 'ом', 'ем', 'ам', 'ям', 'ет', 'ют', 'ут', 'ит', 'ат', 'ят', 'им', 'ла', 'ло', 'ли', 'ы', 'и', 'а', 'я', 'о', 'е', 'у', 'ю', 'ь', 'л'],
  pl: ['owie', 'ami', 'ach', 'owi', 'iem', 'ego', 'emu', 'ymi', 'imi', 'ych', 'ich', 'cie', 'ow', 'om', 'em', 'ej', 'ie', 'ac', 'ic', 'yc', 'ec', 'my', 'la', 'lo', 'li', 'ly', 'y', 'i', 'a', 'e', 'o', 'u', 'l'],
};

/**
 * Words whose stem would meet a rule's term while they mean something else: Italian "passo" (a
 * step) is not "passare"; German "passt" and Dutch "past" (a card fits) are not passing a turn, nor
 * is Dutch "pas" (only, just). Every page says a card fits, so they would drown the one rule on passing.
 */
const HOMONYMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  it: { passo: 'passo-step', passi: 'passo-step' },
  de: { passt: 'passt-fit' },
  nl: { past: 'past-fit', pas: 'pas-just' },
};

/**
 * Phrases whose words mean something else together, on the pages and in questions alike: French
 * "se passe" (happens) is not passing, nor are German and Dutch cards that "passen" (fit).
 */
const IDIOMS: Readonly<Record<string, readonly (readonly [RegExp, string])[]>> = {
  fr: [[/\bse\s+passe(?:nt|r)?\b/g, 'survient']],
  de: [[/\b(karten?)\s+passen\b/g, '$1 passt']],
  nl: [[/\b(kaarten?)\s+passen\b/g, '$1 past']],
};

/** A folded text with its idioms said plainly (before it is cut into words). */
export function plain(text: string, lang: string): string {
  let out = text;
  for (const [idiom, word] of IDIOMS[lang] ?? []) out = out.replace(idiom, word);
  return out;
}

/** A folded word's stem: its ending cut (twice at most), a doubled last letter made single where that is spelling only. */
export function stem(word: string, lang: string): string {
  const homonym = HOMONYMS[lang]?.[word];
  if (homonym) return homonym;
  const endings = ENDINGS[lang] ?? ENDINGS.en!;
  let out = word;
  // Two endings in the languages that stack them (Plättchen-s, куб-ик-и); one in French and Italian.
  const passes = lang === 'fr' || lang === 'it' ? 1 : 2;
  for (let pass = 0; pass < passes; pass++) {
    const ending = endings.find((e) => out.endsWith(e) && out.length - e.length >= 3);
    if (!ending) break;
    out = out.slice(0, -ending.length);
  }
  if (lang === 'en' && out.length > 3 && out.endsWith('e')) out = out.slice(0, -1);
  // A vowel that comes and goes before a last k (мешок, мешка; kostek, kostka) is left out.
  if (lang === 'ru') out = out.replace(/([^аеиоуыэюя])[ое]к$/, '$1к');
  if (lang === 'pl') out = out.replace(/([^aeiouy])ek$/, '$1k');
  // A doubled last consonant made single where doubling is only spelling (stopped, zetten, Gewinn).
  if (/^(en|de|nl)$/.test(lang) && out.length > 3 && out.at(-1) === out.at(-2) && /[^aeiouy0-9]/.test(out.at(-1)!)) out = out.slice(0, -1);
  return out;
}

/** Words that say nothing about a rule: the way a question is asked. */
const COMMON: Readonly<Record<string, string>> = {
  en: 'a an the and or of to in on at by for with from into onto up is are was be been it its this that these those i me my mine you your we our he she his her they them their can could may might do does did what when where which who whom how why if then than there here so just any some all still ever still happens happen s t don isn doesn not no get gets will would should have has more longer',
  de: 'der die das den dem des ein eine einen einem einer eines und oder zu im in am an auf aus mit von vom zum zur ist sind war wird werden es ich mich mir mein meine du dein er sie wir ihr was wann wo wie warum wer wen welche welcher welches ob dann noch schon nur auch so kann darf ja nicht kein keine passiert mehr uber unter durch nach vor bei fur gegen ohne um bis seit',
  nl: 'de het een en of te in op aan bij met van voor naar is zijn was wordt ik mij me mijn je jij jouw u uw we wij hij zij ze wat wanneer waar hoe waarom wie welke welk als dan nog al ook er kan mag moet wel niet geen gebeurt meer',
  fr: 'le la les l un une des du de d et ou a au aux en dans sur par pour avec est sont etre je j me moi mon ma mes tu te ton ta vous votre nous il elle on ils elles que qu quoi quand ou comment pourquoi qui quel quelle quels si alors encore deja ce cette ces peut peux puis puis-je est-ce ne pas se passe plus t',
  it: 'il lo la i gli le l un una uno e o di del della dei delle da dal in nel nella su sul sulla per con a al alla ai è sono essere io mi me mio mia tu ti tuo noi voi lui lei che cosa quando dove come perche chi quale quali se poi ancora gia ci si posso puo non succede piu',
  ru: 'и или в во на с со к ко по за из от до у о об а но же ли ль то это этот эта эти я мне меня мой моя мои ты тебе твой вы вам ваш мы он она они их что когда где как почему кто какой какая какие если то тогда еще уже ну можно нельзя ли не ни бы был было будет происходит',
  pl: 'i lub albo w we na z ze do od po o u a ale czy to ten ta te ja mi mnie moj moja moje ty ci twoj wy wasz my on ona oni ich co kiedy gdzie jak dlaczego kto ktory ktora ktore jesli gdy wtedy jeszcze juz moge mozna nie sie jest sa sie sie dzieje sie',
};

const commonSets = new Map<string, ReadonlySet<string>>();

/** Whether a folded word says nothing about a rule. */
export function isCommon(word: string, lang: string): boolean {
  let set = commonSets.get(lang);
  if (!set) commonSets.set(lang, (set = new Set(words(COMMON[lang] ?? COMMON.en!))));
  return set.has(word);
}

/**
 * Words players use for the same thing, per language: the rulebook's term and the everyday words
 * (sum/total, higher/high, jump/hop, stack/pile, swap/exchange, tie/equal totals…). A word typed
 * finds the pages that use any word of its group.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'one 1', 'two 2', 'three 3',
    'sum total add totals', 'higher high highest bigger larger greater', 'lower low lowest less smaller',
    'jump hop leap land lands landing jumps', 'stack pile tower stacked stacking heap', 'swap exchange trade replace change switch',
    'tie tied equal same even level draw', 'skip pass passing', 'cube cubes block', 'cup cups piece pawn token',
    'square space field spot cell', 'win wins winner won victory beat', 'opponent rival other', 'first start starts begin begins',
    'bag sack pouch', 'fall falls leave leaves off exit', 'nobody noone without', 'blocked stuck block', 'take claim get buy',
    'must forced compulsory obliged required mandatory', 'refuse decline reject', 'mountain hill peak', 'flatland plain flat valley',
    'track path lane', 'cascade chain', 'limit cap maximum max', 'turn go', 'move moves moving goes',
  ],
  de: [
    'eins einen einer eine 1', 'zwei 2', 'drei 3',
    'summe gesamt zusammen gesamtsumme', 'hoher hoch hochste grosser', 'niedriger niedrig kleiner weniger',
    'springen springt sprung hupfen landen landet', 'stapel turm stapeln haufen', 'tauschen wechseln tausch austauschen umtauschen ersetzen',
    'gleichstand unentschieden gleich remis', 'aussetzen passen auslassen uberspringen', 'wurfel klotzchen', 'becher figur stein',
    'feld platz', 'gewinnen sieger gewinner siegt gewinnt sieg', 'gegner mitspieler gegenspieler andere', 'anfangen beginnen fangt zuerst erster start beginnt',
    'beutel sack sackchen', 'strecke bahn laufstrecke spur', 'kaskade kette', 'berg gebirge', 'ebene flachland',
    'blockiert festgefahren', 'ziehen zug bewegen', 'fallen fallt verlassen runter', 'nehmen beanspruchen holen', 'grenze limit obergrenze',
  ],
  nl: [
    'een 1', 'twee 2', 'drie 3',
    'som totaal opgeteld', 'hoger hoog hoogste groter', 'lager laag laagste minder kleiner', 'springen springt spring hoppen landen landt',
    'stapel toren stapelen', 'ruilen wisselen ruil omwisselen vervangen', 'gelijkspel gelijk remise', 'overslaan passen',
    'blokje blokjes kubus', 'beker pion', 'vak veld plek', 'winnen winnaar wint overwinning', 'tegenstander tegenspeler ander',
    'beginnen begint eerst start', 'zak zakje', 'traject baan spoor', 'cascade keten', 'berg', 'vlakte laagland',
    'vast geblokkeerd vastgelopen', 'zetten zet verzetten bewegen', 'vallen valt eraf', 'limiet grens maximum',
  ],
  fr: [
    'un une 1', 'deux 2', 'trois 3',
    'somme total totaux addition', 'haut eleve grand gros superieur fort', 'bas petit faible inferieur moins',
    'sauter saut bondir atterrir atterrit', 'pile empiler tour tas empilement', 'echanger echange changer remplacer troquer',
    'egalite egal egaux ex aequo meme', 'passer', 'droit permis autorise interdit', 'cube cubes', 'gobelet pion piece', 'case espace',
    'gagner gagnant vainqueur victoire remporter remporte', 'adversaire rival autre camp', 'commencer commence premier debuter',
    'sac sachet', 'parcours piste chemin', 'cascade chaine', 'montagne mont', 'plaine plat', 'bloque coince bloquer bloquee',
    'jouer bouger deplacer coup avancer', 'tomber sortir quitter', 'limite plafond maximum',
  ],
  it: [
    'uno una 1', 'due 2', 'tre 3',
    'somma totale punteggio', 'alta alto maggiore superiore grande', 'bassa basso minore inferiore meno',
    'saltare salta salto atterrare atterra', 'pila impilare torre mucchio', 'scambiare cambiare scambio sostituire cambio',
    'pareggio pari parita uguale stessa', 'passare saltare', 'cubo cubetto cubi cubetti', 'tassello tessera piastrella',
    'bicchiere pedina pezzo', 'casella spazio', 'vincere vincitore vittoria vince', 'avversario rivale',
    'iniziare inizia primo comincia', 'sacchetto sacco borsa', 'percorso pista tracciato', 'cascata catena', 'montagna monte',
    'pianura piano', 'bloccato bloccata bloccare', 'muovere mossa spostare', 'limite massimo tetto',
  ],
  ru: [
    'один одну одного 1', 'два две 2', 'три трех 3',
    'сумма итог счет очки', 'больше выше высокии большои больший', 'меньше ниже низкии меньший',
    'прыгать прыжок прыгает перепрыгивать скакать приземление приземляться', 'стопка башня пирамида куча стек',
    'обмен обменять поменять сменить заменить замена менять', 'ничья равные равно поровну одинаковые равенство',
    'пропустить пас пасовать пропуск', 'кубик куб кубики кубы', 'таил плитка', 'стаканчик фишка стакан', 'клетка поле',
    'победа победить выиграть победитель выигрывает побеждает', 'соперник противник оппонент', 'начинать начинает первым первыи начало',
    'мешок мешочек', 'дорожка трасса дорога путь', 'цепная цепочка каскад', 'горы гора', 'равнина низина',
    'заблокированная блокировка тупик', 'ходить ход двигать ходы', 'упасть уходит выити падает', 'ограничение лимит предел',
  ],
  pl: [
    'jeden jedna jedna jedną 1', 'dwa dwie 2', 'trzy trzech 3',
    'suma razem lacznie wynik', 'wyzsza wysoka wieksza wiecej najwyzsza', 'nizsza niska mniejsza mniej',
    'skakac skok skacze przeskoczyc ladowanie wskoczyc', 'stos wieza stosik kupka', 'wymiana zamiana wymienic zamienic wymieniac zamieniac',
    'remis rowne rowna', 'pas spasowac pominac opuscic przepuscic', 'kostka kostki kostek klocek', 'plytka kafelek kafel',
    'kubek pionek', 'pole kratka', 'wygrac wygrywa zwyciezca zwyciestwo wygrana', 'przeciwnik rywal', 'zaczyna zaczynac pierwszy rozpoczyna',
    'woreczek worek', 'tor trasa sciezka', 'kaskada lancuch', 'gory gora', 'rownina nizina', 'zablokowana zablokowany blokada',
    'ruch ruszyc rusza przesunac', 'spasc wypasc zejsc', 'tura kolejka kolej', 'limit ograniczenie',
  ],
};

/**
 * Players' phrases for one thing, said with the site's word (applied to the folded question before
 * it is cut into words): "skip my turn" is passing, "have to" is must, "al posto di" is a swap.
 */
export const PHRASES: Readonly<Record<string, readonly (readonly [RegExp, string])[]>> = {
  en: [[/\b(?:skip|miss|pass)\s+(?:my\s+|a\s+|the\s+|your\s+)?turn\b/g, 'pass'], [/\b(?:have|has|need)\s+to\b/g, 'must']],
  de: [[/\b(?:zug|runde)\s+(?:auslassen|uberspringen|aussetzen)\b/g, 'passen']],
  nl: [[/\bbeurt\s+overslaan\b/g, 'passen'], [/\boverslaan\s+\w*\s*beurt\b/g, 'passen']],
  fr: [[/\bpasser\s+(?:mon|son|ton|votre|le|un)?\s*tour\b/g, 'passer'], [/\bsauter\s+(?:mon|son|ton|votre|le|un)\s+tour\b/g, 'passer']],
  it: [[/\b(?:saltare|passare|perdere)\s+(?:il\s+|un\s+)?turno\b/g, 'passare'], [/\bal\s+posto\s+d[ie]\b/g, 'sostituire']],
  ru: [[/пропустить\s+ход/g, 'пропустить'], [/пропуск\s+хода/g, 'пропустить']],
  pl: [[/\b(?:opuscic|pominac|stracic|przepuscic)\s+(?:kolejke|ture|ruch)\b/g, 'spasowac']],
};
