export const addonsPath = '/dashboard/addons';
export const newAddonPath = '/dashboard/addons/new';
export const addonPath = (databaseId: number) => `/dashboard/addons/${databaseId}`;
