// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its deviation
// (how unsure it is) and its volatility. The trainer rates the player and each puzzle with it,
// one game per first attempt: the player "wins" against the puzzle by solving it.

export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

export interface Game {
  readonly opponent: Rating;
  /** 1 win, 0 loss (0.5 draw). */
  readonly score: number;
}

/** The system constant τ: how fast volatility may change (the paper suggests 0.3 to 1.2). */
export const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;

export const NEW_RATING: Rating = { rating: 1500, rd: 350, volatility: 0.06 };

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The rating after one rating period of `games` (none: only the deviation grows). */
export function update(player: Rating, games: readonly Game[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    const grown = Math.sqrt(phi * phi + sigma * sigma);
    return { rating: player.rating, rd: grown * SCALE, volatility: sigma };
  }
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  // The new volatility: the root of f by the Illinois algorithm (step 5 of the paper).
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) { A = B; fA = fB; } else fA /= 2;
    B = C;
    fB = fC;
  }
  const newSigma = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  return { rating: newMu * SCALE + 1500, rd: newPhi * SCALE, volatility: newSigma };
}

/** A puzzle's starting rating from its difficulty (1–5): 1100 to 1900, fairly sure of it. */
export function puzzleStartRating(difficulty: number): Rating {
  return { rating: 900 + 200 * difficulty, rd: 200, volatility: 0.06 };
}
