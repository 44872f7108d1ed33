/** The URL of the chrome's icon sprite, which the build draws (vite.config.ts, `iconSprite`). */
declare module 'virtual:icon-sprite' {
  const spriteHref: string;
  export default spriteHref;
}
