import type { ApiClient } from './client.ts';
import type { components } from './schema.gen.ts';
import { read, send } from './request.ts';
import { uploadWithProgress } from './upload.ts';

type Schemas = components['schemas'];
export type StudioBlogPostList = Schemas['StudioBlogPostListResponse'];
export type StudioBlogPostAnswer = Schemas['StudioBlogPostResponse'];
export type StudioBlogPostRequest = Schemas['StudioBlogPostRequest'];
export type StudioBlogPostStatus = Schemas['StudioBlogPostStatus'];
export type StudioBlogCategoryAnswer = Schemas['StudioBlogCategoryResponse'];

/** GET /studio/blog/posts: one page of posts, drafts and scheduled ones included. */
export function listStudioBlogPosts(
  client: ApiClient,
  query: { search?: string; status?: StudioBlogPostStatus; page?: number },
  signal: AbortSignal,
): Promise<StudioBlogPostList> {
  return read(client, (signal) => client.GET('/studio/blog/posts', { params: { query }, signal }), signal);
}

/** GET /studio/blog/posts/{postId}: the post as the editor opens it. */
export function getStudioBlogPost(client: ApiClient, postId: string, signal: AbortSignal): Promise<StudioBlogPostAnswer> {
  return read(client, (signal) => client.GET('/studio/blog/posts/{postId}', { params: { path: { postId } }, signal }), signal);
}

/** POST /studio/blog/posts, or PUT /studio/blog/posts/{postId} for a saved post. */
export function saveStudioBlogPost(
  client: ApiClient,
  postId: string | null,
  body: StudioBlogPostRequest,
  signal: AbortSignal,
): Promise<StudioBlogPostAnswer> {
  if (postId === null) return send((signal) => client.POST('/studio/blog/posts', { body, signal }), signal);
  return send((signal) => client.PUT('/studio/blog/posts/{postId}', { params: { path: { postId } }, body, signal }), signal);
}

/** POST /studio/blog/preview: the post as the public page would show it. */
export function previewStudioBlogPost(
  client: ApiClient,
  postId: string | null,
  body: StudioBlogPostRequest,
  signal: AbortSignal,
): Promise<Schemas['BlogPost']> {
  const query = postId === null ? {} : { postId };
  return send((signal) => client.POST('/studio/blog/preview', { params: { query }, body, signal }), signal).then(
    (answer) => answer.data.post,
  );
}

/** POST /studio/blog/pictures, multipart: the stored picture's url. */
export function uploadStudioBlogPicture(client: ApiClient, file: Blob, signal: AbortSignal): Promise<Schemas['StudioBlogPictureResponse']> {
  const form = new FormData();
  form.set('picture', file);
  return uploadWithProgress(client, { path: '/studio/blog/pictures', method: 'POST', body: form, onProgress: () => {} }, signal);
}

/** GET /studio/blog/categories */
export function listStudioBlogCategories(client: ApiClient, signal: AbortSignal): Promise<Schemas['StudioBlogCategoryListResponse']> {
  return read(client, (signal) => client.GET('/studio/blog/categories', { signal }), signal);
}

/** POST /studio/blog/categories, or PUT /studio/blog/categories/{categoryId} to rename one. */
export function saveStudioBlogCategory(
  client: ApiClient,
  categoryId: string | null,
  name: string,
  signal: AbortSignal,
): Promise<StudioBlogCategoryAnswer> {
  if (categoryId === null) return send((signal) => client.POST('/studio/blog/categories', { body: { name }, signal }), signal);
  return send(
    (signal) => client.PUT('/studio/blog/categories/{categoryId}', { params: { path: { categoryId } }, body: { name }, signal }),
    signal,
  );
}
