import { parseLikedPosts } from '../domain/blog.ts';

/** The posts this browser liked, kept under 'likedPosts' in local storage; none where there is no storage. */
export function readLikedPosts(): string[] {
  try {
    return parseLikedPosts(globalThis.localStorage?.getItem('likedPosts') ?? null);
  } catch {
    // Storage the browser refuses (a private mode, a blocked site) holds no likes.
    return [];
  }
}
