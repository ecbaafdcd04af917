/** Messages for actions that need a logged-in customer. */
export const LOGIN_REQUIRED = {
  cart: 'Please log in to add items to cart',
  wishlist: 'Please log in to add items to wishlist',
  review: 'Please log in to add a review',
  productPageWishlistError: 'Please login to add to wishlist',
  productPageWishlistInfo: 'Please login to add items to wishlist',
} as const;
