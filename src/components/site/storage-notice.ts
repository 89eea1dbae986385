/**
 * A quiet notice at the foot of the screen about what this browser keeps (the update notice's
 * look, over the page rather than pushing the board off the screen): shown once per page and
 * subject, with a button to copy a text (one kept aside, or the game's link as it is when the
 * button is pressed), and Close.
 */
import { closeText, copiedText, copyText } from './storage-words.ts';

const shown = new Set<string>();

export interface CopyOffer {
  readonly label: string;
  readonly text: () => string;
}

export function showStorageNotice(subject: string, message: string, copy: string | CopyOffer | null = null): void {
  if (typeof document === 'undefined' || shown.has(subject)) return;
  shown.add(subject);
  const notice = document.createElement('div');
  notice.className = 'update-notice storage-notice';
  notice.setAttribute('role', 'status');
  notice.dataset.storageNotice = subject;
  document.body.append(notice);
  const text = document.createElement('span');
  const buttons: HTMLButtonElement[] = [];
  if (copy !== null) {
    const offer: CopyOffer = typeof copy === 'string' ? { label: copyText(), text: () => copy } : copy;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button-quiet';
    button.textContent = offer.label;
    button.addEventListener('click', () => {
      void navigator.clipboard?.writeText(offer.text()).then(() => { button.textContent = copiedText(); }, () => undefined);
    });
    buttons.push(button);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button-quiet';
  close.textContent = closeText();
  close.addEventListener('click', () => notice.remove());
  buttons.push(close);
  // Filled after insertion so screen readers announce it as a status message.
  setTimeout(() => {
    text.textContent = message;
    notice.append(text, ...buttons);
  }, 50);
}
