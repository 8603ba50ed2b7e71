export { Tag, TONE_DOT, type TagProps, type Tone } from './Tag.tsx';
