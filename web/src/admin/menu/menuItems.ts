/** A way on from the menu: a screen of the area, or (`external`) a page outside the app. */
export interface MenuItem {
  id: string;
  to: string;
  external?: boolean;
}

/** The menu, section by section (issue 22): one line per screen. */
export const menuSections: { id: string; items: MenuItem[] }[] = [
  {
    id: 'admin.menu.people',
    items: [
      { id: 'admin.menu.shopOwners', to: '/dashboard/shop-owners' },
      { id: 'admin.menu.rentalPartners', to: '/dashboard/partners?kind=RENTAL' },
      { id: 'admin.menu.marketingPartners', to: '/dashboard/partners?kind=MARKETING' },
    ],
  },
  {
    id: 'admin.menu.catalogue',
    items: [
      { id: 'admin.menu.cities', to: '/dashboard/cities' },
      { id: 'admin.menu.brands', to: '/dashboard/brands' },
      { id: 'admin.menu.categories', to: '/dashboard/categories' },
      { id: 'admin.menu.addons', to: '/dashboard/addons' },
      { id: 'admin.menu.reviews', to: '/dashboard/reviews' },
    ],
  },
  {
    id: 'admin.menu.figures',
    items: [
      { id: 'admin.menu.cash', to: '/dashboard/cash' },
      { id: 'admin.menu.analytics', to: '/dashboard/analytics' },
    ],
  },
  {
    id: 'admin.menu.tools',
    items: [
      { id: 'admin.menu.graphql', to: '/dashboard/graphql' },
      { id: 'admin.menu.apiDocs', to: '/api/docs', external: true },
      { id: 'admin.menu.ownerArea', to: '/shopowner' },
    ],
  },
];
