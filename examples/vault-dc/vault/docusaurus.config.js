// @ts-check
const config = {
  title: 'Atelier Ferrite',
  tagline: 'Systèmes embarqués, firmware & IoT basse consommation — Grenoble',
  url: 'https://atelier-ferrite.fr',
  baseUrl: '/',
  favicon: 'img/favicon.ico',
  i18n: { defaultLocale: 'fr', locales: ['fr'] },
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js'), editUrl: 'https://github.com/hroussel/site/edit/main/' },
        blog: { showReadingTime: true, blogSidebarCount: 'ALL' },
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
};
module.exports = config;
