// The site search's test set (issue 30): questions typed the way players ask them at the table, in
// each language, with the sections that answer them. A question passes when one of its sections is
// among the first three results. Sections are written without the language's prefix, keyed by the
// English anchors every language shares (examples by their published id, `#ex-…`, not their title's).
// Used by tests/dist/search-questions.test.ts against the built index.
import type { Locale } from '../../src/i18n/locales.ts';

const BC = 'balloon-cup';
const JC = 'jumping-cups';

/** Sections that answer the same question, in every language. */
const TIE = [`${BC}/rules/scoring/#equal-totals`, `${BC}/questions/#q-equal-totals`, `${BC}/rules/scoring/#ex-equal-sums`];
const MOUNTAIN = [`${BC}/questions/#q-mountain-higher`, `${BC}/rules/scoring/#ex-mountain-high`, `${BC}/rules/scoring/#add-up-both-sides`, `${BC}/questions/#q-flatland-lower`];
const FLATLAND = [`${BC}/questions/#q-flatland-lower`, `${BC}/rules/scoring/#ex-flatland-low`, `${BC}/rules/scoring/#add-up-both-sides`];
const TRADE = [`${BC}/rules/trophies/#the-3-for-1-trade`, `${BC}/questions/#q-trade`, `${BC}/rules/trophies/#ex-trade-three-for-one`];
/** Passing a turn in Balloon Cup: the rule that says it is not allowed while a card fits, itself. */
const NO_PASSING = [`${BC}/rules/placing-cards/#you-must-place-if-you-can`];
const EXCHANGE_COUNT = [`${BC}/questions/#q-exchange-five`, `${BC}/rules/when-no-card-fits/`, `${BC}/quick-reference/#qr-stuck`, `${BC}/rules/editions-and-variants/#exchange-minimum`];
const BAG = [`${BC}/rules/after-a-scoring/#when-the-bag-runs-short`, `${BC}/questions/#q-bag-runs-short`];
const NO_WINNER = [`${BC}/rules/end-of-the-game/#blocked-games`, `${BC}/questions/#q-blocked`, `${BC}/rules/end-of-the-game/#ex-blocked`];
const CASCADE = [`${BC}/rules/claim-cascade/`, `${BC}/rules/claim-cascade/#why-the-order-of-claims-matters`, `${BC}/questions/#q-claim-order`, `${BC}/quick-reference/#qr-cascade`];
const CUBE_LIMIT = [`${BC}/rules/editions-and-variants/#cube-limit`, `${BC}/questions/#q-cube-limit`, `${BC}/rules/editions-and-variants/#ex-cube-limit`];
const REFUSE = [`${BC}/questions/#q-refuse-trophy`, `${BC}/rules/trophies/#claiming-with-cubes-of-the-right-color`, `${BC}/rules/trophies/#ex-compulsory-claim`, `${BC}/questions/#q-trade-optional`];
const STACK = [`${JC}/rules/moving-and-stacking/`, `${JC}/rules/moving-and-stacking/#landing`, `${JC}/rules/moving-and-stacking/#ex-cover-a-cup`, `${JC}/rules/moving-and-stacking/#how-far-a-cup-goes`, `${JC}/rules/moving-and-stacking/#ex-stack-of-three`, `${JC}/questions/#q-covered-cup`];
const NO_MOVE = [`${JC}/rules/winning-and-blocking/#leaving-the-other-side-without-a-move`, `${JC}/questions/#q-no-move`, `${JC}/rules/winning-and-blocking/#ex-blocked`];
const WHO_STARTS = [`${JC}/questions/#q-who-starts`, `${JC}/rules/track-and-set-up/#setting-up`, `${JC}/rules/track-and-set-up/#ex-first-move`];
const HOW_FAR = [`${JC}/questions/#q-how-far`, `${JC}/rules/moving-and-stacking/#how-far-a-cup-goes`, `${JC}/rules/moving-and-stacking/#ex-stack-of-three`];
const OFF_TRACK = [`${JC}/rules/winning-and-blocking/#leaving-the-track-loses`, `${JC}/questions/#q-bounce-off`, `${JC}/questions/#q-forced-off`, `${JC}/rules/finish-rule/#bouncing-off-the-track`, `${JC}/rules/winning-and-blocking/#ex-forced-off`, `${JC}/rules/finish-rule/#ex-chain-off`, `${JC}/quick-reference/#qr-off`];

export type SearchQuestion = readonly [question: string, sections: readonly string[]];

export const SEARCH_QUESTIONS: Readonly<Record<Locale, readonly SearchQuestion[]>> = {
  en: [
    ['mountain higher sum wins', MOUNTAIN],
    ['jump onto a stack', STACK],
    ['what happens if the tile is a tie', TIE],
    ['can I skip my turn', NO_PASSING],
    ['can I pass if I don’t like my cards', NO_PASSING],
    ['how many cards can I swap', EXCHANGE_COUNT],
    ['not enough cubes left in the bag', BAG],
    ['swap three cubes for one', TRADE],
    ['my opponent can’t move any cup', NO_MOVE],
    ['who goes first with the cups', WHO_STARTS],
    ['how far does a cup hop', HOW_FAR],
    ['cup falls off the end of the track', OFF_TRACK],
    ['game ends with nobody winning', NO_WINNER],
    ['mountian total', MOUNTAIN],
    ['do I have to take a trophy', REFUSE],
  ],
  de: [
    ['Berg höhere Summe gewinnt', MOUNTAIN],
    ['Gleichstand auf einem Plättchen', TIE],
    ['darf ich aussetzen', NO_PASSING],
    ['Kann ich eine Runde aussetzen', NO_PASSING],
    ['wie viele Karten darf ich tauschen', EXCHANGE_COUNT],
    ['drei Würfel gegen einen tauschen', TRADE],
    ['Becher springt auf einen Stapel', STACK],
    ['Gegner kann nicht mehr ziehen', NO_MOVE],
    ['welcher Becher fängt an', WHO_STARTS],
    ['keine Würfel mehr im Beutel', BAG],
    ['Becher fällt hinten von der Strecke', OFF_TRACK],
    ['Spiel endet ohne Sieger', NO_WINNER],
    ['Reihenfolge in der Kaskdae', CASCADE],
  ],
  fr: [
    ['l’adversaire ne peut plus jouer', NO_MOVE],
    ['égalité sur une tuile', TIE],
    ['montagne le plus gros total gagne', MOUNTAIN],
    ['est-ce que je peux passer mon tour', NO_PASSING],
    ['a-t-on le droit de passer', NO_PASSING],
    ['combien de cartes je peux changer', EXCHANGE_COUNT],
    ['échanger trois cubes contre un', TRADE],
    ['peut-on poser un gobelet sur une pile', STACK],
    ['qui commence avec les gobelets', WHO_STARTS],
    ['plus assez de cubes dans le sac', BAG],
    ['partie sans gagnant', NO_WINNER],
    ['ordre dans la cascdae', CASCADE],
  ],
  it: [
    ['l’avversario non può più muovere', NO_MOVE],
    ['pareggio su un tassello', TIE],
    ['montagna vince la somma più alta', MOUNTAIN],
    ['posso saltare il turno', NO_PASSING],
    ['quante carte posso cambiare', EXCHANGE_COUNT],
    ['tre cubetti al posto di uno per il trofeo', TRADE],
    ['bicchiere salta su una pila', STACK],
    ['chi inizia con i bicchieri', WHO_STARTS],
    ['sacchetto senza cubi', BAG],
    ['partita senza vincitore', NO_WINNER],
    ['limte dei cubi', CUBE_LIMIT],
  ],
  nl: [
    ['tegenstander kan niet meer zetten', NO_MOVE],
    ['gelijkspel op een tegel', TIE],
    ['berg hoogste totaal wint', MOUNTAIN],
    ['mag ik een beurt overslaan', NO_PASSING],
    ['hoeveel kaarten mag ik ruilen', EXCHANGE_COUNT],
    ['drie blokjes ruilen voor één', TRADE],
    ['beker springt op een stapel', STACK],
    ['wie begint met de bekers', WHO_STARTS],
    ['zak is leeg geen blokjes meer', BAG],
    ['spel zonder winnaar', NO_WINNER],
    ['limiet op blokjse', CUBE_LIMIT],
  ],
  ru: [
    ['можно ли пропустить ход', NO_PASSING],
    ['ничья на тайле', TIE],
    ['горы у кого больше сумма', MOUNTAIN],
    ['сколько карт можно поменять', EXCHANGE_COUNT],
    ['обменять три куба на один', TRADE],
    ['стаканчик прыгает на стопку', STACK],
    ['соперник не может ходить', NO_MOVE],
    ['кто начинает со стаканчиками', WHO_STARTS],
    ['в мешке кончились кубики', BAG],
    ['партия без победителя', NO_WINNER],
    ['плитка с равниной', FLATLAND],
    ['цепная реакцыя', CASCADE],
  ],
  pl: [
    ['wymiana trzech kostek na jedną', TRADE],
    ['remis na płytce', TIE],
    ['kto wygrywa na górach', MOUNTAIN],
    ['czy mogę opuścić kolejkę', NO_PASSING],
    ['czy wolno spasować', NO_PASSING],
    ['ile kart mogę zamienić', EXCHANGE_COUNT],
    ['kubek skacze na stos', STACK],
    ['przeciwnik nie może się ruszyć', NO_MOVE],
    ['kto zaczyna kubkami', WHO_STARTS],
    ['pusty worek bez kostek', BAG],
    ['gra bez zwycięzcy', NO_WINNER],
    ['kafelek z równiną', FLATLAND],
    ['limit kostke', CUBE_LIMIT],
  ],
};
