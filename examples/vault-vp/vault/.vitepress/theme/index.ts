// .vitepress/theme/index.ts
import DefaultTheme from 'vitepress/theme'
import type { Theme } from 'vitepress'
import PrixTable from './components/PrixTable.vue'
import './custom.css'

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    // composant global, utilisable dans toutes les pages .md
    app.component('PrixTable', PrixTable)
  },
} satisfies Theme
