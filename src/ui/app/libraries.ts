/**
 * A module of the libraries' file (vite.config.ts, `libraries`: the router, MobX, inversify, reflect-metadata):
 * main.tsx imports it to evaluate that file in a task of its own, between React's file and the style engine's.
 */
export { configure as configureMobx } from 'mobx';
