/**
 * GraphiQL marks each of its tabs' `<li>` as the `tab`, with the tab's buttons (select, and
 * close when there are two tabs or more) inside it: an interactive element holding interactive
 * elements, which screen readers announce badly (axe: nested-interactive). Moving the role to
 * the select button would leave the close buttons loose in the tablist, which allows tabs only
 * (axe: aria-required-children); and GraphiQL has no prop for its tabs' markup. So the bar
 * becomes what it is, a list of buttons: the list keeps its name, each item is a plain item,
 * and the open tab's button says so with aria-current. React sets the roles and aria-selected
 * again whenever a tab is added, moved or selected, hence an observer rather than one pass.
 */
export function keepTabsAccessible(root: HTMLElement): () => void {
  const fix = () => {
    for (const list of root.querySelectorAll<HTMLElement>('ul.graphiql-tabs[role]'))
      list.removeAttribute('role');
    for (const item of root.querySelectorAll<HTMLElement>('li.graphiql-tab')) {
      if (item.hasAttribute('role')) item.removeAttribute('role');
      if (item.hasAttribute('aria-selected')) item.removeAttribute('aria-selected');
      const button = item.querySelector<HTMLElement>('.graphiql-tab-button');
      const open = item.classList.contains('graphiql-tab-active');
      if (!button || button.hasAttribute('aria-current') === open) continue;
      if (open) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
  };
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', 'aria-selected', 'class'],
  });
  return () => observer.disconnect();
}
