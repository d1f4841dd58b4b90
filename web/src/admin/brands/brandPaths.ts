export const brandsPath = '/dashboard/brands';
export const newBrandPath = '/dashboard/brands/new';
export const brandPath = (databaseId: number) => `/dashboard/brands/${databaseId}`;
