/**
 * "Review this game", after a game ends and on the replay of a finished game. Pressing it loads
 * the review (ReviewPanel.tsx, with its worker and its own words) on demand: nothing of it comes
 * with the page. Cancel in the panel comes back here.
 */
import { useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';
import type { ReviewPanelProps } from './ReviewPanel.tsx';
import { m } from '../../../paraglide/words/reviewbtn.ts';

type Panel = FunctionComponent<ReviewPanelProps>;
type Phase = 'idle' | 'loading' | 'failed' | 'cancelled' | 'open';

let loading: Promise<Panel> | null = null;
function loadPanel(): Promise<Panel> {
  loading ??= import('./ReviewPanel.tsx').then(async (module) => {
    await module.reviewWords();
    return module.ReviewPanel;
  });
  loading.catch(() => { loading = null; });
  return loading;
}

export function ReviewButton(props: Omit<ReviewPanelProps, 'onCancel'>) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [Panel, setPanel] = useState<Panel | null>(null);
  const start = () => {
    setPhase('loading');
    loadPanel().then((panel) => { setPanel(() => panel); setPhase('open'); }, () => setPhase('failed'));
  };
  if (phase === 'open' && Panel) return <Panel {...props} onCancel={() => setPhase('cancelled')} />;
  return (
    <div class="bcr-start">
      <button type="button" class="button" data-review-start disabled={phase === 'loading'} onClick={start}>{m.review_start()}</button>
      <p class="bcr-status" role="status">{phase === 'loading' ? m.review_loading() : phase === 'failed' ? m.review_failed() : phase === 'cancelled' ? m.cancelled() : ''}</p>
    </div>
  );
}
