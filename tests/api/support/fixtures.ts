import type {
  Address,
  BlogPost,
  BlogPostSummary,
  CartItem,
  Category,
  Collection,
  DigitalProductGrant,
  GalleryImage,
  Order,
  Pagination,
  Product,
  Review,
  User,
  Variant,
  WishlistEntry,
} from '../../../src/api/models.ts';

// Contract-shaped answers, typed by the generated models so a contract change breaks them here.

export const category: Category = {
  _id: 'cat-backdrops',
  title: 'Backdrops',
  slug: 'backdrops',
  parentCategory: null,
  featured: true,
};

export const variant: Variant = {
  _id: 'var-gray',
  color: 'Gray',
  size: '3x6m',
  price: 45000,
  discount: 10,
  finalPrice: 40500,
  stock: 8,
  images: ['/images/muslin.jpg'],
  selectedAttributes: { color: 'Gray', size: '3x6m' },
};

export const review: Review = {
  _id: 'rev-1',
  userId: { name: 'Adaeze Okafor' },
  rating: 5,
  comment: 'Sturdy and folds flat.',
  date: '2025-03-20T14:05:00.000Z',
  verifiedPurchase: true,
};

export const product: Product = {
  _id: 'prod-muslin',
  title: 'Collapsible Muslin Backdrop 3x6m',
  description: 'Hand-dyed muslin backdrop.',
  sku: 'BD-MUS-36',
  brand: 'Neewer',
  productType: 'physical',
  isDigital: false,
  images: ['/images/muslin.jpg'],
  image: '/images/muslin.jpg',
  price: 45000,
  discount: 10,
  finalPrice: 40500,
  stock: 8,
  bestseller: true,
  averageRating: 5,
  reviewCount: 1,
  rating: 5,
  reviews: [review],
  features: ['Foldable'],
  tags: ['backdrop'],
  category,
  preorder: { allowed: true },
  hasVariants: true,
  variants: [variant],
  createdAt: '2025-02-01T12:00:00.000Z',
};

export const pagination: Pagination = {
  currentPage: 1,
  limit: 12,
  totalProducts: 1,
  totalPages: 1,
  hasPrevPage: false,
  hasNextPage: false,
};

export const address: Address = {
  _id: 'addr-1',
  label: 'Home',
  fullName: 'Adaeze Okafor',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
  landmark: '',
  isDefault: true,
};

export const wishlistEntry: WishlistEntry = {
  productId: {
    _id: 'prod-muslin',
    title: 'Collapsible Muslin Backdrop 3x6m',
    images: [],
    price: 45000,
    discount: 10,
    finalPrice: 40500,
    stock: 8,
  },
  variantId: null,
  selectedAttributes: {},
};

export const user: User = {
  _id: 'user-1',
  name: 'Adaeze Okafor',
  email: 'adaeze@example.ng',
  role: 'customer',
  phone: '+234 803 123 4567',
  isPhoneVerified: false,
  dateOfBirth: null,
  gender: 'female',
  bio: '',
  address: '',
  moreDetails: '',
  profileImage: null,
  preferences: { emailNotifications: true, smsNotifications: false, marketingEmails: true },
  createdAt: '2025-03-14T09:30:00.000Z',
  orderCount: 1,
  totalViews: 4,
  likedPhotos: 2,
  likedImages: ['img-1', 'img-2'],
  wishlist: [wishlistEntry],
  addresses: [address],
};

export const cartItem: CartItem = {
  key: 'prod-muslin:var-gray',
  productId: 'prod-muslin',
  variantId: 'var-gray',
  quantity: 2,
  selectedAttributes: { color: 'Gray' },
  isPreorder: false,
  product: {
    _id: 'prod-muslin',
    title: 'Collapsible Muslin Backdrop 3x6m',
    image: '/images/muslin.jpg',
    price: 45000,
    finalPrice: 40500,
    availableStock: 8,
    isAvailable: true,
    isDigital: false,
  },
};

const shippingAddress = {
  fullName: 'Adaeze Okafor',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
};

export const order: Order = {
  _id: 'order-1',
  orderNumber: 'ORD-20250314-0001',
  date: '2025-03-14T09:30:00.000Z',
  subtotal: 81000,
  amount: 86000,
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'paystack',
  paymentReference: null,
  fulfillmentMethod: 'standard',
  shippingMethod: 'standard',
  estimatedDeliveryDate: null,
  statusHistory: [{ status: 'pending', timestamp: '2025-03-14T09:30:00.000Z' }],
  shippingAddress,
  billingAddress: shippingAddress,
  items: [
    {
      productId: 'prod-muslin',
      variantId: 'var-gray',
      title: 'Collapsible Muslin Backdrop 3x6m',
      image: null,
      quantity: 2,
      price: 40500,
      discount: 10,
      selectedAttributes: { color: 'Gray' },
      itemStatus: 'pending',
      isPreorder: false,
      isDigital: false,
      reviews: [],
    },
  ],
  discount: null,
  shipping: { cost: 5000 },
  tax: { amount: 0 },
  hasPreorderItems: false,
  sandboxPayment: false,
};

export const grant: DigitalProductGrant = {
  _id: 'grant-1',
  orderId: 'order-1',
  productId: 'prod-course',
  productName: 'Natural Light Portraits',
  thumbnailUrl: null,
  fileFormat: 'ZIP',
  fileSize: 734003200,
  downloadsUsed: 1,
  downloadLimit: 5,
  expiryDate: null,
  grantedAt: '2025-03-20T10:00:00.000Z',
};

export const galleryImage: GalleryImage = {
  _id: 'img-1',
  title: 'Golden Hour in Bodija',
  description: 'Market at sunset.',
  url: '/images/golden.jpg',
  img: '/images/golden-thumb.jpg',
  watermarkedUrl: '/images/golden-wm.jpg',
  galleryType: 'humanstories',
  category: { name: 'portraits', title: 'Portraits' },
  photographer: { name: 'Kunle Adeyemi' },
  isLiked: false,
  likeCount: 12,
  relatedImages: [],
  relatedRenditions: [],
  price: null,
  productId: null,
  downloadCount: 3,
  renditions: { width: 960, height: 640, jpeg: '/images/golden-480.jpg 480w', webp: '/images/golden-480.webp 480w' },
  createdAt: '2025-01-10T16:00:00.000Z',
};

export const collection: Collection = {
  _id: 'col-1',
  name: 'Wedding ideas',
  images: [galleryImage],
  createdAt: '2025-03-21T08:00:00.000Z',
  updatedAt: '2025-03-21T08:05:00.000Z',
};

export const blogPostSummary: BlogPostSummary = {
  _id: 'post-1',
  slug: 'golden-hour-portraits',
  title: 'Golden-hour portraits',
  category: 'Lifestyle',
  tags: ['portraits'],
  featuredImage: null,
  excerpt: 'Where to stand.',
  publishedAt: '2025-03-01T08:00:00.000Z',
  createdAt: '2025-02-27T08:00:00.000Z',
  views: 214,
};

export const blogPost: BlogPost = {
  ...blogPostSummary,
  content: '<p>The hour before sunset.</p>',
  author: { name: 'Kunle Adeyemi', role: 'photographer' },
  relatedProducts: [],
  relatedPosts: [],
};
