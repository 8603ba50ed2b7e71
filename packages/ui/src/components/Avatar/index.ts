export { Avatar, Image, type AvatarProps, type ImageProps } from './Avatar.tsx';
export { AVATAR_PLACEHOLDER, DEFAULT_AVATAR, ERROR_IMAGE } from './images.ts';
