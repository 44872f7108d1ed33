export * from './constants';
export * from './contact-form.machine';
export * from './demo-player.machine';
export * from './device';
export * from './language.machine';
export * from './side-bar.machine';
export * from './toast.machine';
export * from './view-mode.machine';
