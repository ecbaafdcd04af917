import type { SelectedAttributes } from '../../src/domain/cart.ts';
import type { Queryable } from '../db/database.ts';

interface CartViewRow {
  cart_key: string;
  product_id: string;
  variant_id: string | null;
  quantity: number;
  selected_attributes: SelectedAttributes;
  is_preorder: boolean;
  title: string;
  image: string | null;
  price: number;
  discount: number;
  final_price: number;
  stock: number;
  product_type: string;
  discontinued: boolean;
}

export interface CartView {
  cartItems: {
    key: string;
    productId: string;
    variantId: string | null;
    quantity: number;
    selectedAttributes: SelectedAttributes;
    isPreorder: boolean;
    product: {
      _id: string;
      title: string;
      image: string;
      price: number;
      discount: number;
      finalPrice: number;
      availableStock: number;
      isAvailable: boolean;
      isDigital: boolean;
      isDiscontinued: boolean;
    };
  }[];
}

/** The cart with each line's product as it is now: current price, current stock. */
export async function loadCartView(db: Queryable, userId: string): Promise<CartView> {
  const rows = await db.query<CartViewRow>(
    `select ci.cart_key, ci.product_id, ci.variant_id, ci.quantity, ci.selected_attributes, ci.is_preorder,
            p.title, coalesce(v.images[1], p.images[1]) as image,
            coalesce(v.price, p.price) as price, coalesce(v.discount, p.discount) as discount,
            coalesce(v.final_price, p.final_price) as final_price, coalesce(v.stock, p.stock) as stock, p.product_type,
            (p.archived_at is not null or v.archived_at is not null) as discontinued
       from cart_items ci
       join products p on p.id = ci.product_id
       left join product_variants v on v.id = ci.variant_id
      where ci.user_id = $1
      order by ci.created_at, ci.is_preorder, ci.cart_key`,
    [userId],
  );
  const cartItems = rows.map((row) => {
    const availableStock = Math.max(row.stock, 0);
    return {
      key: row.cart_key,
      productId: row.product_id,
      variantId: row.variant_id,
      quantity: row.quantity,
      selectedAttributes: row.selected_attributes,
      isPreorder: row.is_preorder,
      product: {
        _id: row.product_id,
        title: row.title,
        image: row.image ?? '',
        price: row.price,
        discount: row.discount,
        finalPrice: row.final_price,
        availableStock,
        // A pre-order line is never "available": it ships later whatever the stock says now.
        isAvailable: !row.is_preorder && availableStock > 0,
        isDigital: row.product_type === 'digital',
        // Archived by the studio after it went in the cart: shown so the shopper can remove it.
        isDiscontinued: row.discontinued,
      },
    };
  });
  return { cartItems };
}
