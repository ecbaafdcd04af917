import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_REQUIRED,
  ATTRIBUTE_TOO_LONG,
  BRAND_REQUIRED,
  BRAND_TOO_LONG,
  CATEGORY_REQUIRED,
  DESCRIPTION_REQUIRED,
  DESCRIPTION_TOO_LONG,
  DISCOUNT_INVALID,
  FIRST_VARIANT_NEEDS_EMPTY_STOCK,
  isProductType,
  LABEL_INVALID,
  normalizeSku,
  ORDERED_VARIANT_LOCKED,
  parseLabels,
  parseWholeNumber,
  PRICE_INVALID,
  PRICE_TOO_HIGH,
  priceProblem,
  PRODUCT_TYPE_REQUIRED,
  productProblem,
  SKU_FORMAT,
  STOCK_INVALID,
  stockProblem,
  TITLE_TOO_LONG,
  TITLE_TOO_SHORT,
  TOO_MANY_LABELS,
  TOO_MANY_VARIANTS,
  variantAddProblem,
  variantChangeProblem,
  variantKey,
  variantProblem,
  VARIANTS_DUPLICATE,
  variantSetProblem,
  type ProductDraft,
  type VariantDraft,
} from '../../src/domain/studio-products.ts';

const product: ProductDraft = {
  title: 'Lagos Light Tripod',
  description: 'A light tripod.',
  sku: 'TRI-001',
  brand: 'Studio',
  categoryId: 'cat-tripods',
  productType: 'physical',
  price: 25_000,
  discount: 10,
  features: ['Travel-friendly'],
  tags: ['tripod'],
};

const noAttributes = { color: '', size: '', material: '', finish: '' };
const variant: VariantDraft = { ...noAttributes, color: 'Black', price: 1 };

describe('productProblem', () => {
  it('accepts a complete product', () => {
    expect(productProblem(product)).toBeNull();
  });

  it('wants a title of 3 to 120 characters, spaces around not counted', () => {
    expect(TITLE_TOO_SHORT).toBe('The title must be at least 3 characters');
    expect(TITLE_TOO_LONG).toBe('The title must be 120 characters or less');
    expect(productProblem({ ...product, title: '  ab  ' })).toBe(TITLE_TOO_SHORT);
    expect(productProblem({ ...product, title: ' abc ' })).toBeNull();
    expect(productProblem({ ...product, title: 'a'.repeat(120) })).toBeNull();
    expect(productProblem({ ...product, title: 'a'.repeat(121) })).toBe(TITLE_TOO_LONG);
  });

  it('wants a description of at most 5,000 characters', () => {
    expect(DESCRIPTION_REQUIRED).toBe('Please enter a description');
    expect(DESCRIPTION_TOO_LONG).toBe('The description must be 5,000 characters or less');
    expect(productProblem({ ...product, description: '   ' })).toBe(DESCRIPTION_REQUIRED);
    expect(productProblem({ ...product, description: 'x' })).toBeNull();
    expect(productProblem({ ...product, description: ` ${'x'.repeat(5000)} ` })).toBeNull();
    expect(productProblem({ ...product, description: 'x'.repeat(5001) })).toBe(DESCRIPTION_TOO_LONG);
  });

  it('wants a SKU of 3 to 40 capitals, digits or hyphens, read in capitals', () => {
    expect(SKU_FORMAT).toBe('The SKU must be 3 to 40 capital letters, digits or hyphens, starting with a letter or digit');
    expect(normalizeSku('  tri-001 ')).toBe('TRI-001');
    expect(productProblem({ ...product, sku: ' tri-001 ' })).toBeNull();
    expect(productProblem({ ...product, sku: 'AB' })).toBe(SKU_FORMAT);
    expect(productProblem({ ...product, sku: 'AB1' })).toBeNull();
    expect(productProblem({ ...product, sku: '9'.repeat(40) })).toBeNull();
    expect(productProblem({ ...product, sku: '9'.repeat(41) })).toBe(SKU_FORMAT);
    expect(productProblem({ ...product, sku: '-AB1' })).toBe(SKU_FORMAT);
    expect(productProblem({ ...product, sku: 'AB 1' })).toBe(SKU_FORMAT);
    expect(productProblem({ ...product, sku: 'AB_1' })).toBe(SKU_FORMAT);
    expect(productProblem({ ...product, sku: 'AB1\nX' })).toBe(SKU_FORMAT);
    expect(productProblem({ ...product, sku: 'X\nAB1' })).toBe(SKU_FORMAT);
  });

  it('wants a brand of at most 60 characters', () => {
    expect(BRAND_REQUIRED).toBe('Please enter a brand');
    expect(BRAND_TOO_LONG).toBe('The brand must be 60 characters or less');
    expect(productProblem({ ...product, brand: ' ' })).toBe(BRAND_REQUIRED);
    expect(productProblem({ ...product, brand: 'C' })).toBeNull();
    expect(productProblem({ ...product, brand: ` ${'b'.repeat(60)} ` })).toBeNull();
    expect(productProblem({ ...product, brand: 'b'.repeat(61) })).toBe(BRAND_TOO_LONG);
  });

  it('wants a category and a product type', () => {
    expect(CATEGORY_REQUIRED).toBe('Please choose a category');
    expect(PRODUCT_TYPE_REQUIRED).toBe('Please choose physical or digital');
    expect(productProblem({ ...product, categoryId: '  ' })).toBe(CATEGORY_REQUIRED);
    expect(productProblem({ ...product, productType: 'digital' })).toBeNull();
    expect(productProblem({ ...product, productType: 'Physical' })).toBe(PRODUCT_TYPE_REQUIRED);
    expect(isProductType('physical')).toBe(true);
    expect(isProductType('')).toBe(false);
  });

  it('wants a whole price from ₦1 to ₦100,000,000', () => {
    expect(PRICE_INVALID).toBe('The price must be a whole number of naira above 0');
    expect(PRICE_TOO_HIGH).toBe('The price must be ₦100,000,000 or less');
    expect(productProblem({ ...product, price: 0 })).toBe(PRICE_INVALID);
    expect(priceProblem(1)).toBeNull();
    expect(priceProblem(1.5)).toBe(PRICE_INVALID);
    expect(priceProblem(Number.NaN)).toBe(PRICE_INVALID);
    expect(priceProblem(-5)).toBe(PRICE_INVALID);
    expect(priceProblem(100_000_000)).toBeNull();
    expect(priceProblem(100_000_001)).toBe(PRICE_TOO_HIGH);
  });

  it('wants a whole discount from 0 to 90 percent', () => {
    expect(DISCOUNT_INVALID).toBe('The discount must be a whole percent from 0 to 90');
    expect(productProblem({ ...product, discount: 0 })).toBeNull();
    expect(productProblem({ ...product, discount: -1 })).toBe(DISCOUNT_INVALID);
    expect(productProblem({ ...product, discount: 90 })).toBeNull();
    expect(productProblem({ ...product, discount: 91 })).toBe(DISCOUNT_INVALID);
    expect(productProblem({ ...product, discount: 2.5 })).toBe(DISCOUNT_INVALID);
  });

  it('wants at most 20 features and 20 tags of 1 to 40 characters', () => {
    expect(LABEL_INVALID).toBe('Each feature and tag must be 1 to 40 characters');
    expect(TOO_MANY_LABELS).toBe('At most 20 features and 20 tags');
    const twenty = Array.from({ length: 20 }, (_, index) => `t${index}`);
    expect(productProblem({ ...product, features: twenty, tags: twenty })).toBeNull();
    expect(productProblem({ ...product, features: [...twenty, 'x'] })).toBe(TOO_MANY_LABELS);
    expect(productProblem({ ...product, tags: [...twenty, 'x'] })).toBe(TOO_MANY_LABELS);
    expect(productProblem({ ...product, tags: [' '] })).toBe(LABEL_INVALID);
    expect(productProblem({ ...product, features: [' '] })).toBe(LABEL_INVALID);
    expect(productProblem({ ...product, tags: [` ${'t'.repeat(40)} `] })).toBeNull();
    expect(productProblem({ ...product, tags: ['t'.repeat(41)] })).toBe(LABEL_INVALID);
    expect(productProblem({ ...product, features: [], tags: [] })).toBeNull();
  });

  it('says the first problem in the order of the form', () => {
    expect(productProblem({ ...product, title: '', price: 0 })).toBe(TITLE_TOO_SHORT);
    expect(productProblem({ ...product, price: 0, discount: 99 })).toBe(PRICE_INVALID);
  });
});

describe('variants', () => {
  it('want at least one attribute of at most 40 characters and a valid price', () => {
    expect(ATTRIBUTE_REQUIRED).toBe('Please give the variant a colour, size, material or finish');
    expect(ATTRIBUTE_TOO_LONG).toBe('A colour, size, material or finish must be 40 characters or less');
    expect(variantProblem(variant)).toBeNull();
    expect(variantProblem({ ...noAttributes, color: '  ', price: 10 })).toBe(ATTRIBUTE_REQUIRED);
    for (const attribute of ['color', 'size', 'material', 'finish'] as const) {
      expect(variantProblem({ ...noAttributes, [attribute]: 'x', price: 10 })).toBeNull();
      expect(variantProblem({ ...noAttributes, [attribute]: ` ${'x'.repeat(40)} `, price: 10 })).toBeNull();
      expect(variantProblem({ ...noAttributes, [attribute]: 'x'.repeat(41), price: 10 })).toBe(ATTRIBUTE_TOO_LONG);
    }
    expect(variantProblem({ ...variant, price: 0 })).toBe(PRICE_INVALID);
  });

  it('have a starting stock from 0 to 10,000 units', () => {
    expect(STOCK_INVALID).toBe('The stock must be a whole number from 0 to 10,000');
    expect(stockProblem(0)).toBeNull();
    expect(stockProblem(-1)).toBe(STOCK_INVALID);
    expect(stockProblem(10_000)).toBeNull();
    expect(stockProblem(10_001)).toBe(STOCK_INVALID);
    expect(stockProblem(0.5)).toBe(STOCK_INVALID);
  });

  it('are told apart by their attributes, any case, spaces around ignored', () => {
    expect(variantKey({ color: ' Black ', size: 'L', material: '', finish: 'Matte' })).toBe('black|l||matte');
    expect(VARIANTS_DUPLICATE).toBe('Two variants have the same colour, size, material and finish');
    const black = { ...noAttributes, color: 'Black' };
    expect(variantSetProblem([black, { ...noAttributes, color: 'Red' }])).toBeNull();
    expect(variantSetProblem([black, { ...noAttributes, color: 'black ' }])).toBe(VARIANTS_DUPLICATE);
    expect(variantSetProblem([])).toBeNull();
  });

  it('are at most 50 a product', () => {
    expect(TOO_MANY_VARIANTS).toBe('A product can have at most 50 variants');
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ ...noAttributes, size: String(index) }));
    expect(variantSetProblem(many(50))).toBeNull();
    expect(variantSetProblem(many(51))).toBe(TOO_MANY_VARIANTS);
  });

  it('keep their attributes and price once ordered', () => {
    expect(ORDERED_VARIANT_LOCKED).toBe('This variant was ordered: it can only be archived or have its stock set to 0');
    expect(variantChangeProblem(true)).toBe(ORDERED_VARIANT_LOCKED);
    expect(variantChangeProblem(false)).toBeNull();
  });

  it('join a product without variants only when its own stock is 0', () => {
    expect(FIRST_VARIANT_NEEDS_EMPTY_STOCK).toBe("Set the product's stock to 0 on its stock page before adding variants");
    expect(variantAddProblem(false, 1)).toBe(FIRST_VARIANT_NEEDS_EMPTY_STOCK);
    expect(variantAddProblem(false, 0)).toBeNull();
    expect(variantAddProblem(true, 7)).toBeNull();
  });
});

describe('parsing the form', () => {
  it('reads whole numbers and nothing else', () => {
    expect(parseWholeNumber(' 25000 ')).toBe(25_000);
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber('1234567890')).toBe(1_234_567_890);
    for (const text of ['', '12345678901', '1.5', '-3', '1e3', '12 naira', 'x12']) expect(parseWholeNumber(text)).toBeNaN();
  });

  it('reads a comma-separated list, trimmed, without blanks or repeats', () => {
    expect(parseLabels(' Travel-friendly, Weatherproof ,, Travel-friendly ,')).toEqual(['Travel-friendly', 'Weatherproof']);
    expect(parseLabels('')).toEqual([]);
  });
});
