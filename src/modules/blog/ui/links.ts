/** The blog's addresses, used by the router, the menu and every link. */
export const blogPaths = {
  list: '/pages/blog/list',
  detail: '/pages/blog/detail/:id',
  edit: '/pages/blog/edit/:id',
} as const;

export const postLink = (id: number) => `/pages/blog/detail/${id}`;
export const editLink = (id: number) => `/pages/blog/edit/${id}`;
export const categoryLink = (category: string) => `${blogPaths.list}?category=${encodeURIComponent(category)}`;
