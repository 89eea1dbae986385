/**
 * The header's two fold-out menus (the sections' Menu on a phone, the language menu): both are
 * <details>, so they open without JavaScript. With it, opening one closes the other (they would
 * lie over each other), and Escape closes the open one and puts focus back on its button.
 */
const menus = [...document.querySelectorAll<HTMLDetailsElement>('.site-header details')];

for (const menu of menus) {
  menu.addEventListener('toggle', () => {
    if (!menu.open) return;
    for (const other of menus) if (other !== menu) other.open = false;
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const open = menus.find((menu) => menu.open);
  if (!open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});
