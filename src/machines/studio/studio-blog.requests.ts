import {
  getStudioBlogPost,
  listStudioBlogCategories,
  listStudioBlogPosts,
  previewStudioBlogPost,
  saveStudioBlogCategory,
  saveStudioBlogPost,
  uploadStudioBlogPicture,
} from '../../api/studio-blog.ts';
import { listStudioProducts } from '../../api/studio-catalogue.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { StudioBlogPostRequest, StudioBlogPostStatus } from './studio-types.ts';

// The blog screens' calls, a module of their own so the other studio screens never load them.

export const fetchStudioBlogPosts = (query: { search: string; status: StudioBlogPostStatus | null; page: number }, signal: AbortSignal) =>
  listStudioBlogPosts(
    apiClient,
    { page: query.page, ...(query.search ? { search: query.search } : {}), ...(query.status ? { status: query.status } : {}) },
    signal,
  );
export const fetchStudioBlogPost = (postId: string, signal: AbortSignal) => getStudioBlogPost(apiClient, postId, signal);
export const requestBlogPostSave = (postId: string | null, body: StudioBlogPostRequest, signal: AbortSignal) =>
  saveStudioBlogPost(apiClient, postId, body, signal);
export const requestBlogPostPreview = (postId: string | null, body: StudioBlogPostRequest, signal: AbortSignal) =>
  previewStudioBlogPost(apiClient, postId, body, signal);
export const requestBlogPictureUpload = (file: File, signal: AbortSignal) => uploadStudioBlogPicture(apiClient, file, signal);
export const fetchStudioBlogCategories = async (signal: AbortSignal) => (await listStudioBlogCategories(apiClient, signal)).categories;
export const requestBlogCategorySave = (categoryId: string | null, name: string, signal: AbortSignal) =>
  saveStudioBlogCategory(apiClient, categoryId, name, signal);
/** The products whose title holds the text, for a post's related products. */
export const searchProductsForPost = async (text: string, signal: AbortSignal) =>
  (await listStudioProducts(apiClient, { search: text, status: 'active' }, signal)).products.map((product) => ({
    id: product._id,
    title: product.title,
  }));
