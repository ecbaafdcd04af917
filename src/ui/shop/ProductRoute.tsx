import { useParams } from 'react-router';
import { liveProductDetailMachine } from '../../machines/shop/product-detail.live.ts';
import { ProductPage } from './ProductPage.tsx';

/** /shop/:productId. A new product id is a new page: the key starts a fresh machine. */
export default function ProductRoute() {
  const { productId = '' } = useParams();
  return <ProductPage key={productId} machine={liveProductDetailMachine} productId={productId} />;
}
