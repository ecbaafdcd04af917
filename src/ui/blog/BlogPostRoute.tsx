import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { sharePicture } from '../../domain/share-picture.ts';
import { liveBlogPostMachine } from '../../machines/blog/blog.live.ts';
import { blogPostView, type BlogArticleView } from '../../machines/blog/blog-post.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { breadcrumbList } from '../frame/structured-data.ts';
import { SITE, siteOrigin } from '../site.ts';
import { BlogPostPage } from './BlogPostPage.tsx';
import { CardAddToCart } from '../widgets/CardAddToCart.tsx';
import { RelatedProducts } from '../widgets/RelatedProducts.tsx';

function articleJsonLd(article: BlogArticleView, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    image: article.image ? new URL(article.image, siteOrigin()).href : undefined,
    datePublished: article.publishedAt ?? article.dateTime,
    dateModified: article.modifiedAt,
    author: { '@type': 'Person', name: article.author.name },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: new URL(SITE.socialImage, siteOrigin()).href },
    },
    mainEntityOfPage: url,
    keywords: article.tags.join(', '),
    articleSection: article.category,
  };
}

function BlogPost({ slug }: { readonly slug: string }) {
  const url = `${siteOrigin()}/lifestyle/${slug}`;
  const actor = useScreenActor(liveBlogPostMachine, { slug, url });
  const view = useSelector(actor, blogPostView);
  const carts = useSelector(actor, (snapshot) => snapshot.context.carts);
  const { article } = view;
  return (
    <>
      {article ? (
        <PageMeta
          title={article.title}
          description={article.description}
          keywords={[article.category, ...article.tags].join(', ')}
          image={article.image ? sharePicture(article.image) : undefined}
          type="article"
          publishedTime={article.publishedAt ?? article.dateTime}
          modifiedTime={article.modifiedAt}
          author={article.author.name}
          jsonLd={[
            articleJsonLd(article, url),
            breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/lifestyle' }, { name: article.title }]),
          ]}
        />
      ) : (
        <PageMeta title={view.message ?? 'Captured Notes'} notFound={view.status === 'notFound'} />
      )}
      <BlogPostPage
        view={view}
        onShare={() => actor.send({ type: 'post.share' })}
        onRetry={() => actor.send({ type: 'post.retry' })}
        relatedProducts={
          article && (
            <RelatedProducts
              products={article.relatedProducts}
              action={(product) => (
                <CardAddToCart
                  cart={carts[product._id]}
                  product={product}
                  onAdd={() => actor.send({ type: 'product.add', productId: product._id })}
                />
              )}
            />
          )
        }
      />
    </>
  );
}

/** /lifestyle/{slug}: a fresh machine per post (key). */
export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  return <BlogPost key={slug} slug={slug} />;
}
