import { keepTabsAccessible } from './accessibleTabs';

/** GraphiQL's tab bar as it renders it: each `<li>` the tab, its buttons inside. */
function tabBar(open: number) {
  const root = document.createElement('div');
  root.innerHTML = `<ul role="tablist" aria-label="Select active operation" class="graphiql-tabs">${[
    0, 1,
  ]
    .map(
      (index) =>
        `<li role="tab" aria-selected="${index === open}" class="graphiql-tab${index === open ? ' graphiql-tab-active' : ''}">` +
        `<button class="graphiql-tab-button">Tab ${index}</button>` +
        `<button class="graphiql-tab-close" aria-label="Close Tab"></button></li>`,
    )
    .join('')}</ul>`;
  document.body.append(root);
  return root;
}

const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

test('the tab bar becomes a named list of buttons, the open tab marked current', () => {
  const root = tabBar(1);
  const stop = keepTabsAccessible(root);
  const list = root.querySelector('ul')!;
  expect(list.hasAttribute('role')).toBe(false);
  expect(list.getAttribute('aria-label')).toBe('Select active operation');
  for (const item of root.querySelectorAll('li')) {
    expect(item.hasAttribute('role')).toBe(false);
    expect(item.hasAttribute('aria-selected')).toBe(false);
  }
  const buttons = root.querySelectorAll('.graphiql-tab-button');
  expect(buttons[0].hasAttribute('aria-current')).toBe(false);
  expect(buttons[1].getAttribute('aria-current')).toBe('true');
  stop();
});

test('what GraphiQL renders later (another tab open, a new tab) is fixed too', async () => {
  const root = tabBar(1);
  const stop = keepTabsAccessible(root);
  const [first, second] = root.querySelectorAll('li');
  // GraphiQL selects the first tab: it moves the class and sets the roles again.
  second.classList.remove('graphiql-tab-active');
  first.classList.add('graphiql-tab-active');
  first.setAttribute('role', 'tab');
  first.setAttribute('aria-selected', 'true');
  const added = document.createElement('li');
  added.className = 'graphiql-tab';
  added.setAttribute('role', 'tab');
  added.innerHTML = '<button class="graphiql-tab-button">Tab 2</button>';
  root.querySelector('ul')!.append(added);
  await observed();
  expect(first.hasAttribute('role')).toBe(false);
  expect(first.hasAttribute('aria-selected')).toBe(false);
  expect(added.hasAttribute('role')).toBe(false);
  const buttons = root.querySelectorAll('.graphiql-tab-button');
  expect([...buttons].map((button) => button.getAttribute('aria-current'))).toEqual([
    'true',
    null,
    null,
  ]);
  stop();
});
