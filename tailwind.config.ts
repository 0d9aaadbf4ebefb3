import type { Config } from 'tailwindcss';

// Tailwind 4 reads this file through `@config` in app/globals.css.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f3f7f4',
          100: '#e1ece4',
          500: '#3f7a55',
          600: '#2f6244',
          700: '#264f37',
          900: '#16301f',
        },
        ink: '#1c1f1d',
      },
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
        serif: ['ui-serif', 'Georgia', 'Cambria', 'Times New Roman', 'serif'],
      },
    },
  },
};

export default config;
