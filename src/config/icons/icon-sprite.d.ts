/** The URL of the chrome's icon sprite, which the build draws (scripts/vite/icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const spriteHref: string;
  export default spriteHref;
}
