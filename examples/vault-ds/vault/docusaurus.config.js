// @ts-check
// `@type` JSDoc annotations allow editor autocompletion and type checking
// (when paired with `@ts-check`).

import {themes as prismThemes} from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Soleil de Garonne',
  tagline: 'Panneaux solaires en Tarn-et-Garonne — pose, raccordement, suivi',
  favicon: 'img/favicon.svg',

  url: 'https://www.soleil-de-garonne.fr',
  baseUrl: '/',

  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',

  i18n: {
    defaultLocale: 'fr',
    locales: ['fr'],
  },

  markdown: {
    // .md = CommonMark, .mdx = MDX (sinon les commentaires HTML cassent tout)
    format: 'detect',
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: './sidebars.js',
          routeBasePath: 'docs',
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          // Par défaut Docusaurus ignore déjà les fichiers et dossiers qui
          // commencent par "_" (docs/_interne/ n'est donc jamais publié).
          exclude: [
            '**/_*.{js,jsx,ts,tsx,md,mdx}',
            '**/_*/**',
            '**/*.test.{js,jsx,ts,tsx}',
            '**/__tests__/**',
          ],
        },
        blog: {
          showReadingTime: true,
          blogTitle: 'Le journal de chantier',
          blogDescription: 'Actualités, chantiers et coups de gueule d\'une installatrice solaire',
          blogSidebarTitle: 'Tous les articles',
          blogSidebarCount: 'ALL',
          postsPerPage: 10,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'warn',
          onInlineAuthors: 'warn',
          onUntruncatedBlogPosts: 'warn',
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: true,
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      image: 'img/social-card.svg',
      navbar: {
        title: 'Soleil de Garonne',
        logo: {
          alt: 'Logo Soleil de Garonne',
          src: 'img/logo.svg',
        },
        items: [
          {type: 'docSidebar', sidebarId: 'guideSidebar', position: 'left', label: 'Le guide'},
          {to: '/blog', label: 'Journal de chantier', position: 'left'},
          {to: '/docs/tarifs/kits-et-prix', label: 'Tarifs', position: 'left'},
          {to: '/docs/faq/english', label: 'English', position: 'right'},
          {to: '/contact', label: 'Demander un devis', position: 'right'},
          {to: '/a-propos', label: 'Qui suis-je ?', position: 'right'},
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Le guide',
            items: [
              {label: 'Les étapes', to: '/docs/installation/etapes'},
              {label: 'Tarifs', to: '/docs/tarifs/kits-et-prix'},
              {label: 'Garanties', to: '/docs/garanties'},
            ],
          },
          {
            title: 'Contact',
            items: [
              {label: 'Demander un devis', to: '/contact'},
              {label: 'Mentions légales', to: '/mentions-legales'},
            ],
          },
        ],
        copyright: `© ${new Date().getFullYear()} EURL Soleil de Garonne — site construit avec Docusaurus.`,
      },
      prism: {
        theme: prismThemes.github,
        darkTheme: prismThemes.dracula,
        additionalLanguages: ['bash', 'yaml'],
      },
      colorMode: {
        defaultMode: 'light',
        respectPrefersColorScheme: true,
      },
    }),
};

export default config;
