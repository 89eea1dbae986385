/**
 * A claim cascade at a glance: each player's trophies and cubes, who won the scoring, whose part
 * it is, the free trophies with their costs, and the colors that can be traded (claimed ones).
 * Pure rendering from engine players; static on the server, reused by the puzzle and sandbox
 * islands. Its facts are the board's fact lines (Fact.tsx), with plain labels: as rule links each
 * would take a 24 px line, and on a phone a puzzle's last choice would leave the first screen
 * (Russian, all-in-on-gray: 750 px of 740).
 */
import { COLORS, TRADE_SET_SIZE, TROPHIES_TO_WIN } from '../../engine/balloon-cup/components.ts';
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { Players } from '../../engine/balloon-cup/cascade.ts';
import { claimedColors } from '../../engine/balloon-cup/cascade.ts';
import { colorCode } from './colors.ts';
import { CubeCounts, TrophyMark } from './pieces.tsx';
import { Fact } from './Fact.tsx';
import { colorName } from '../../machines/balloon-cup/color-words.ts';
import { m } from '../../paraglide/words/cascade.ts';

export interface CascadeTableProps {
  readonly players: Players;
  readonly names: readonly [string, string];
  /** W, who won the scoring. */
  readonly winner: Player;
  /** Whose part it is; null once the cascade is over. */
  readonly part: Player | null;
  readonly gameWinner?: Player | null;
  /** Marks the reader's side. */
  readonly you?: Player | null;
}

function Panel(props: CascadeTableProps & { player: Player }) {
  const { players, names, winner, part, gameWinner, you, player } = props;
  const me = players[player];
  const claimed = claimedColors(players);
  const sets = claimed.reduce((n, c) => n + Math.floor(me.cubes[c] / TRADE_SET_SIZE), 0);
  const toClaim = part === player && gameWinner == null;
  return (
    <section class={`bc-player${toClaim ? ' is-to-move' : ''}`} aria-label={names[player]} data-player={player}>
      <div class="bc-player-head">
        <strong class="bc-player-name">{names[player]}</strong>
        {you === player && <span class="bc-muted">{m.table_you()}</span>}
        <span class="bc-muted">{player === winner ? m.table_won_scoring() : m.table_lost_scoring()}</span>
        {toClaim && <span class="bc-badge">{player === winner ? m.table_to_claim() : m.table_one_claim()}</span>}
        {gameWinner === player && <span class="bc-badge bc-badge-win">{m.table_wins()}</span>}
      </div>
      <div class="bc-player-facts">
        <Fact label={m.table_trophies({ count: me.trophies.length, total: TROPHIES_TO_WIN })} none={me.trophies.length === 0 && m.table_no_trophies({ total: TROPHIES_TO_WIN })}>
          <span class="bc-trophies">{me.trophies.map((c) => <TrophyMark key={c} color={c} />)}</span>
        </Fact>
        <Fact label={m.table_cubes()} none={COLORS.every((c) => me.cubes[c] === 0) && m.table_no_cubes()}>
          <CubeCounts counts={me.cubes} />
        </Fact>
        <Fact label={m.table_trade_sets()}>{sets}</Fact>
      </div>
    </section>
  );
}

export function CascadeTable(props: CascadeTableProps) {
  const claimed = claimedColors(props.players);
  const free = COLORS.filter((c) => !claimed.includes(c));
  return (
    <div class="bc-board bc-cascade" data-region="board">
      <Panel {...props} player={0} />
      <Panel {...props} player={1} />
      <div class="bc-table-facts">
        <Fact label={m.table_free_trophies()} none={free.length === 0 && m.table_no_free_trophies()}>
          <span class="bc-trophies">{free.map((c) => <TrophyMark key={c} color={c} />)}</span>
        </Fact>
        <Fact label={m.table_trade_colors()} none={claimed.length === 0 && m.table_no_trade_colors()}>
          <span class="bc-counts">
            {claimed.map((c) => (
              <span key={c} class="bc-count">
                <span class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
                <span>{colorName(c)}</span>
              </span>
            ))}
          </span>
        </Fact>
      </div>
    </div>
  );
}
