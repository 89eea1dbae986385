/**
 * Island for a "play" example with the rule-option switches (the editions chapter): the same
 * example as PlayIsland.tsx, whose machine reads the position again when an option changes.
 * A separate island so that only the pages with such an example fetch the position reader.
 */
import { PlayExample } from './PlayIsland.tsx';
import type { PlayIslandProps, PlayLoader } from './PlayIsland.tsx';

const load: PlayLoader = () =>
  import('../../machines/balloon-cup/play-options.ts').then((m) => ({ machine: m.optionsPlayMachine, toView: m.playView, createActor: m.createActor }));

export default function OptionsIsland(props: PlayIslandProps) {
  return <PlayExample {...props} showOptions load={load} />;
}
