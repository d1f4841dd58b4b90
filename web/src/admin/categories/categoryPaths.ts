export const categoriesPath = '/dashboard/categories';
export const newCategoryPath = '/dashboard/categories/new';
export const categoryPath = (databaseId: number) => `/dashboard/categories/${databaseId}`;
