import { useCallback } from 'react';
import { Link } from 'react-router';
import type { StudioBlogEditorEvent } from '../../machines/studio/studio-blog-editor.machine.ts';
import type { StudioBlogEditorView } from '../../machines/studio/studio-blog-editor.view.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import { PostArticle } from '../widgets/PostArticle.tsx';
import { RelatedProducts } from '../widgets/RelatedProducts.tsx';
import { BlogTextEditor } from './BlogTextEditor.tsx';
import * as styles from './StudioBlog.css.ts';
import * as studio from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import { ProductSearchField } from './ProductSearchField.tsx';

interface Props {
  readonly view: StudioBlogEditorView;
  readonly send: (event: StudioBlogEditorEvent) => void;
}

function RelatedProductsField({ view, send }: Props) {
  return (
    <fieldset className={studio.choices}>
      <legend>Related products</legend>
      {view.related.length > 0 && (
        <ul className={studio.list}>
          {view.related.map((product) => (
            <li key={product.id} className={studio.actions}>
              {product.title}
              <button
                type="button"
                className={studio.secondaryButton}
                aria-label={`Remove ${product.title}`}
                onClick={() => send({ type: 'related.remove', id: product.id })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductSearchField
        label="Find a product by its title"
        verb="Add"
        search={view.relatedSearch}
        onInput={(text) => send({ type: 'productSearch.input', text })}
        onChoose={(product) => send({ type: 'related.add', product })}
      />
    </fieldset>
  );
}

function FeaturedImageField({ view, send }: Props) {
  return (
    <fieldset className={studio.choices}>
      <legend>Featured image</legend>
      {view.featuredImage && (
        <p className={studio.actions}>
          <img className={styles.featured} src={view.featuredImage} alt="The featured image" />
          <button type="button" className={studio.secondaryButton} onClick={() => send({ type: 'featured.remove' })}>
            Remove featured image
          </button>
        </p>
      )}
      <label className={studio.field}>
        {view.featuredUploading ? 'Uploading the featured image…' : 'Choose a featured image'}
        <input
          className={studio.input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-disabled={view.featuredUploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file && !view.featuredUploading) send({ type: 'featured.choose', file });
            event.target.value = '';
          }}
        />
      </label>
    </fieldset>
  );
}

function StateField({ view, send }: Props) {
  return (
    <fieldset className={studio.choices}>
      <legend>State</legend>
      {view.states.map((choice) => (
        <label key={choice.value} className={studio.choice}>
          <input
            type="radio"
            name="post-state"
            checked={choice.chosen}
            onChange={() => send({ type: 'field.status', status: choice.value })}
          />
          {choice.label}
        </label>
      ))}
      {view.showPublishAt && (
        <label className={studio.field}>
          Publish at (Lagos time)
          <input
            className={studio.input}
            type="datetime-local"
            value={view.publishAt}
            onChange={(event) => send({ type: 'field.publishAt', text: event.target.value })}
          />
        </label>
      )}
    </fieldset>
  );
}

/** A post in the studio: its text in a rich-text editor, its details, a preview as the public sees it, save. */
export function StudioBlogEditorPage({ view, send }: Props) {
  const onChange = useCallback(
    (change: { html: string; text: string; hasPicture: boolean }) => send({ type: 'content.change', ...change }),
    [send],
  );
  const onPictureChosen = useCallback((file: File) => send({ type: 'picture.choose', file }), [send]);
  const onPictureInserted = useCallback((key: number) => send({ type: 'picture.inserted', key }), [send]);
  return (
    <>
      <p>
        <Link className={studio.link} to="/studio/blog">
          All posts
        </Link>
      </p>
      <h1 className={studio.title}>{view.heading}</h1>
      <StudioLoadState view={view} loadingText="Loading the post…" onRetry={() => send({ type: 'load.retry' })} />
      {view.ready && view.preview && (
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading" className={studio.subtitle}>
            Preview
          </h2>
          <p className={studio.actions}>
            <span className={studio.muted}>As the post will look on the site.</span>
            <button type="button" className={studio.button} onClick={() => send({ type: 'preview.close' })}>
              Back to editing
            </button>
          </p>
          <div className={styles.preview}>
            <PostArticle article={view.preview} relatedProducts={<RelatedProducts products={view.preview.relatedProducts} />} />
          </div>
        </section>
      )}
      {view.ready && (
        <MachineForm className={styles.form} onSubmit={() => !view.busy && send({ type: 'post.save' })}>
          <div hidden={view.preview !== null} className={styles.form}>
            <p className={studio.muted}>
              {view.currentState}
              {view.author && ` · by ${view.author}`}
              {view.publicHref && (
                <>
                  {' · '}
                  <a className={studio.link} href={view.publicHref}>
                    See it on the site
                  </a>
                </>
              )}
            </p>
            <label className={studio.field}>
              Title
              <input
                className={studio.input}
                maxLength={200}
                value={view.title}
                onChange={(event) => send({ type: 'field.title', text: event.target.value })}
              />
            </label>
            <BlogTextEditor
              key={view.loaded}
              initialHtml={view.initialHtml}
              picturesToInsert={view.picturesToInsert}
              pictureUploading={view.pictureUploading}
              onChange={onChange}
              onPictureChosen={onPictureChosen}
              onPictureInserted={onPictureInserted}
            />
            <label className={studio.field}>
              Excerpt (left blank, the post’s first words)
              <textarea
                className={studio.textarea}
                maxLength={500}
                value={view.excerpt}
                onChange={(event) => send({ type: 'field.excerpt', text: event.target.value })}
              />
            </label>
            <p className={studio.toolbar}>
              <label className={studio.field}>
                Category
                <select
                  className={studio.input}
                  value={view.categoryId}
                  onChange={(event) => send({ type: 'field.category', id: event.target.value })}
                >
                  {view.categories.map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
                </select>
              </label>
              <Link className={studio.link} to="/studio/blog/categories">
                Add or rename categories
              </Link>
            </p>
            <label className={studio.field}>
              Tags, separated by commas
              <input
                className={studio.input}
                maxLength={400}
                value={view.tags}
                onChange={(event) => send({ type: 'field.tags', text: event.target.value })}
              />
            </label>
            <FeaturedImageField view={view} send={send} />
            <RelatedProductsField view={view} send={send} />
            <StateField view={view} send={send} />
            {view.formProblem && (
              <p role="alert" className={studio.problem}>
                {view.formProblem}
              </p>
            )}
            <p className={studio.actions}>
              <button
                type="button"
                className={studio.secondaryButton}
                aria-disabled={view.busy}
                onClick={() => !view.busy && send({ type: 'preview.open' })}
              >
                {view.previewing ? 'Preparing the preview…' : 'Preview'}
              </button>
              <button type="submit" className={studio.button} aria-disabled={view.busy}>
                {view.saving ? 'Saving…' : view.saveLabel}
              </button>
            </p>
          </div>
        </MachineForm>
      )}
    </>
  );
}
