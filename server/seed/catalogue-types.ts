/** The shape of seed data: plain values, turned into rows by seed-catalogue.ts. */

export interface SeedCategory {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly parentId?: string;
  readonly featured?: boolean;
}

export interface SeedVariant {
  readonly color?: string;
  readonly size?: string;
  readonly material?: string;
  readonly finish?: string;
  /** Defaults to the product's price. */
  readonly price?: number;
  readonly stock: number;
}

export interface SeedReview {
  readonly author: string | null;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly comment: string;
  readonly verifiedPurchase?: boolean;
  readonly daysAgo: number;
}

export interface SeedProduct {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly brand: string;
  readonly price: number;
  readonly discount?: number;
  readonly stock: number;
  readonly preorder?: boolean;
  readonly bestseller?: boolean;
  readonly digital?: boolean;
  readonly features?: readonly string[];
  readonly tags?: readonly string[];
  readonly colors?: readonly string[];
  readonly sizes?: readonly string[];
  readonly materials?: readonly string[];
  readonly variants?: readonly SeedVariant[];
  readonly reviews?: readonly SeedReview[];
  /** Units sold so far: the "popular" sort. */
  readonly popularity: number;
  /** How long ago it was added: the "newest" sort. */
  readonly daysAgo: number;
}
