import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { createBrowserContainer } from '../adapters/container';
import { App } from './app/App';
import { bindStores } from './app/bind-stores';
import { ServicesProvider } from './app/ServicesProvider';
import './themes/global.css';

const container = bindStores(createBrowserContainer(import.meta.env));
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <ServicesProvider container={container}>
      <Router>
        <App />
      </Router>
    </ServicesProvider>
  </StrictMode>,
);
