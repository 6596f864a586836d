import type { CareerTexts } from '../career-types.js';

/** Textos em português do Brasil da avaliação de orientação profissional, traduzidos de en.ts (você, sem marcas de gênero onde possível). Os enunciados estão livres de negação. */
export const ptCareerTexts: CareerTexts = {
  items: {
    'cr-01': 'Eu gostaria de montar um móvel seguindo um projeto.',
    'cr-02': 'Eu gostaria de descobrir por que um experimento deu um resultado surpreendente.',
    'cr-03': 'Eu gostaria de escrever contos, poemas ou letras de música.',
    'cr-04': 'Eu gostaria de ensinar uma habilidade nova a alguém.',
    'cr-05': 'Eu gostaria de convencer as pessoas a apoiar minha ideia.',
    'cr-06': 'Eu gostaria de manter registros precisos de dinheiro ou de estoque.',
    'cr-07': 'Gosto de trabalhar ao ar livre com ferramentas ou máquinas.',
    'cr-08': 'Gosto de ler sobre novas descobertas da ciência ou da medicina.',
    'cr-09': 'Gosto de criar a aparência de um ambiente, de uma página ou de um produto.',
    'cr-10': 'Ouvir os problemas dos outros me esgota.',
    'cr-11': 'Gosto de conduzir uma equipe rumo a um objetivo comum.',
    'cr-12': 'Gosto de organizar arquivos e pastas para que tudo seja fácil de encontrar.',
    'cr-13': 'Consertar coisas com as mãos me parece maçante.',
    'cr-14': 'Eu gostaria de analisar dados para responder a uma pergunta.',
    'cr-15': 'Eu gostaria de tocar música ou me apresentar diante de uma plateia.',
    'cr-16': 'Gosto de ajudar as pessoas a descobrir o que fazer numa situação difícil.',
    'cr-17': 'Eu gostaria de abrir e administrar meu próprio negócio.',
    'cr-18': 'Eu gostaria de revisar documentos com atenção em busca de erros.',
    'cr-19': 'Eu gostaria de cuidar de plantas, de animais ou da terra.',
    'cr-20': 'Gosto de me dedicar a um problema difícil até entendê-lo por completo.',
    'cr-21': 'Gosto de desenhar, pintar ou fotografar.',
    'cr-22': 'Eu gostaria de cuidar de pessoas doentes ou idosas.',
    'cr-23': 'Gosto de negociar um acordo ou um preço.',
    'cr-24': 'Gosto de trabalhar com planilhas e números.',
    'cr-25': 'Gosto de desmontar uma máquina para ver como as peças se encaixam.',
    'cr-26': 'Eu gostaria de fazer pesquisa em um laboratório.',
    'cr-27': 'Eu gostaria de um projeto em que eu pudesse seguir minhas próprias ideias com liberdade.',
    'cr-28': 'Gosto de conduzir atividades para um grupo de crianças ou jovens.',
    'cr-29': 'Vender coisas para as pessoas me causa constrangimento.',
    'cr-30': 'Eu gostaria de seguir um procedimento claro para fazer uma tarefa exatamente do jeito certo.',
    'cr-31': 'Eu gostaria de um trabalho em que eu me movimentasse e usasse as mãos o dia inteiro.',
    'cr-32': 'Estudar teorias complicadas me parece chato.',
    'cr-33': 'Gosto de inventar ideias para um filme, um jogo ou uma propaganda.',
    'cr-34': 'Eu gostaria de fazer trabalho voluntário em um projeto social ou comunitário.',
    'cr-35': 'Eu gostaria de tomar decisões sobre como um projeto ou uma empresa é conduzido.',
    'cr-36': 'Gosto de planejar cronogramas e mantê-los atualizados.',
    'cr-37': 'Gosto de montar, instalar ou fazer a fiação de equipamentos.',
    'cr-38': 'Gosto de testar uma ideia reunindo evidências a favor e contra ela.',
    'cr-39': 'Tarefas que pedem minhas próprias ideias criativas me cansam.',
    'cr-40': 'Gosto de explicar algo com paciência até a outra pessoa entender.',
    'cr-41': 'Gosto de apresentar um plano a um grupo e conquistar seu apoio.',
    'cr-42': 'Papelada detalhada me entedia.',
    'cr-43': 'Eu gostaria de dirigir ou operar veículos ou máquinas de grande porte.',
    'cr-44': 'Eu gostaria de descobrir como funcionam o corpo humano ou a natureza.',
    'cr-45': 'Eu gostaria de fazer artesanato, como cerâmica, bijuterias ou roupas.',
    'cr-46': 'Eu gostaria de ajudar as pessoas a se adaptar a um lugar, uma equipe ou um emprego novo.',
    'cr-47': 'Eu gostaria de organizar um evento e coordenar tudo no dia.',
    'cr-48': 'Eu gostaria de cuidar do orçamento de um clube ou de um escritório.',
  },
  scaleLabels: ['Discordo totalmente', 'Discordo', 'Nem concordo nem discordo', 'Concordo', 'Concordo totalmente'],
  levelNames: { 1: 'Muito baixo', 2: 'Baixo', 3: 'Médio', 4: 'Alto', 5: 'Muito alto' },
  tabs: {
    overview: 'Visão geral',
    strongest_areas: 'Áreas mais fortes',
    work_activities: 'Atividades de trabalho compatíveis',
    next_steps: 'Próximos passos',
  },
  listHeadings: {
    workActivities: 'Atividades de trabalho que combinam com você',
    workSettings: 'Exemplos de profissões e ambientes de trabalho',
    nextSteps: 'O que experimentar nas próximas semanas',
  },
  resultLabel: 'Suas áreas de interesse mais fortes',
  resultTitle: 'Seus interesses mais fortes: {{first}}, {{second}} e {{third}}',
  overviewIntro: [
    'Esta avaliação compara seu interesse por seis grandes áreas de trabalho: prática, investigativa, artística, social, empreendedora e organizacional. Elas descrevem os tipos de atividade de que você gosta, e não o seu grau de habilidade nelas. A maioria das pessoas gosta de várias áreas, e a combinação importa mais do que qualquer pontuação isolada.',
    'Cada área aparece como um nível de 1 (muito baixo) a 5 (muito alto), calculado a partir das suas próprias respostas. O relatório olha com mais atenção para as suas três áreas mais fortes, porque os trabalhos e estudos que envolvem essas atividades são os que mais provavelmente vão despertar seu interesse. Um nível baixo significa apenas que a área atrai você menos neste momento.',
    'Os interesses mudam com a experiência, então encare isto como um ponto de partida para explorar, e não como um veredito sobre a profissão que você deve seguir. O resultado descreve suas preferências atuais; ele não mede capacidades, não prevê sucesso e não faz nenhum diagnóstico.',
  ],
  sourceNote:
    'Os enunciados são do Mindprint e foram escritos para a reflexão sobre seus interesses. Esta avaliação não é um instrumento clínico nem diagnóstico e não se destina a contratar ou selecionar pessoas. Os níveis são quintos fixos da faixa de respostas, e não comparações com normas populacionais.',
  scales: {
    realistic: {
      name: 'Prática',
      description: 'A área prática (muitas vezes chamada de «realista» na orientação profissional) descreve o quanto você gosta de trabalho manual com ferramentas, máquinas, materiais, plantas ou animais, em que dá para ver o resultado concreto.',
      lowPole: 'Prefere ideias, pessoas ou papelada a tarefas manuais',
      highPole: 'Gosta de construir, consertar e trabalhar ao ar livre',
      levels: {
        1: {
          headline: 'O trabalho manual e físico atrai você muito pouco.',
          interpretation: 'Você raramente escolhe construir, consertar ou operar coisas por conta própria. Sua energia provavelmente vai para ideias, pessoas ou informações. Mesmo assim, tarefas práticas podem funcionar bem para você quando servem a um objetivo que lhe importa.',
        },
        2: {
          headline: 'Você assume tarefas práticas quando é preciso, mas raramente as procura.',
          interpretation: 'De vez em quando você pode gostar de uma tarefa prática, como um pequeno conserto ou um pouco de jardinagem. De modo geral, prefere atividades cuja matéria-prima principal sejam ideias, palavras ou pessoas. O trabalho manual é mais um interesse secundário para você.',
        },
        3: {
          headline: 'Você gosta de algumas atividades manuais, no contexto certo.',
          interpretation: 'O trabalho prático atrai você com moderação. Talvez goste de fazer ou consertar coisas como parte de uma função mais ampla ou como hobby. Um trabalho que misture tarefas físicas com outros tipos de atividade pode combinar bem com você.',
        },
        4: {
          headline: 'Você gosta de trabalhar com as mãos, com ferramentas e materiais.',
          interpretation: 'Você gosta de atividades com um resultado visível e concreto: construir, consertar, cultivar ou operar algo. Talvez se sinta melhor em movimento e colocando a mão na massa do que diante de uma mesa de escritório. Um trabalho que mantenha você perto de objetos reais provavelmente vai prender seu interesse.',
        },
        5: {
          headline: 'O trabalho manual é um dos seus interesses mais fortes.',
          interpretation: 'Atividades práticas com ferramentas, máquinas, materiais, plantas ou animais atraem você fortemente. Ver algo funcionando porque foi você que fez ou consertou é muito gratificante. Longos períodos de trabalho puramente abstrato ou de escritório podem parecer pouco recompensadores.',
        },
      },
    },
    investigative: {
      name: 'Investigativa',
      description: 'A área investigativa descreve o quanto você gosta de observar, pesquisar e analisar: descobrir como e por que as coisas funcionam e resolver problemas com fatos e reflexão cuidadosa.',
      lowPole: 'Prefere a ação e as pessoas à pesquisa',
      highPole: 'Curioso, gosta de analisar e pesquisar',
      levels: {
        1: {
          headline: 'Pesquisa e análise atraem você muito pouco.',
          interpretation: 'Você raramente escolhe estudar um problema a fundo só pelo prazer de fazê-lo. Provavelmente prefere agir, criar ou trabalhar com pessoas a analisar. Os fatos importam para você quando ajudam a fazer algo acontecer.',
        },
        2: {
          headline: 'Você analisa quando a tarefa pede, mas raramente é isso que atrai você.',
          interpretation: 'Você pode gostar de resolver um enigma ou de pesquisar alguma informação. De modo geral, prefere atividades com um resultado mais rápido e concreto do que uma longa pesquisa. Investigar é mais uma ferramenta para você do que uma paixão.',
        },
        3: {
          headline: 'Você gosta de alguma análise e pesquisa, em equilíbrio com outras coisas.',
          interpretation: 'Você gosta de entender como as coisas funcionam, mas talvez sem querer passar o dia todo nisso. Uma função em que às vezes você pesquise ou analise, e às vezes faça outras coisas, pode combinar com você. Talvez ciência ou dados sejam um interesse paralelo ao seu trabalho principal.',
        },
        4: {
          headline: 'Você gosta de descobrir como e por que as coisas funcionam.',
          interpretation: 'Você tem curiosidade e gosta de pensar os problemas a fundo com fatos e evidências. Ler, experimentar e analisar provavelmente prendem sua atenção. Um trabalho que lhe traga perguntas para explorar provavelmente vai manter seu interesse vivo.',
        },
        5: {
          headline: 'Investigar e analisar é um dos seus interesses mais fortes.',
          interpretation: 'Pesquisas, experimentos, dados e problemas complexos atraem você fortemente. Talvez você goste de se dedicar por muito tempo a uma única pergunta até entendê-la de verdade. Um trabalho com pouco espaço para pensar e explorar pode parecer insatisfatório.',
        },
      },
    },
    artistic: {
      name: 'Artística',
      description: 'A área artística descreve o quanto você gosta de criar e se expressar: escrita, design, música, artes cênicas, imagens e artesanato, em que você pode usar a imaginação e seu próprio estilo.',
      lowPole: 'Prefere tarefas claras ao trabalho criativo aberto',
      highPole: 'Imaginativo, gosta de criar e se expressar',
      levels: {
        1: {
          headline: 'Atividades criativas e artísticas atraem você muito pouco.',
          interpretation: 'Você raramente escolhe escrever, criar designs, se apresentar ou fazer arte. Provavelmente prefere tarefas com objetivos claros e uma resposta certa. Mesmo assim, pode valorizar o bom design e a criatividade no trabalho dos outros.',
        },
        2: {
          headline: 'Você gosta de criatividade de vez em quando, mas raramente a procura.',
          interpretation: 'Talvez goste de um hobby criativo ou de uma tarefa em que possa dar um toque pessoal. De modo geral, prefere atividades estruturadas ao trabalho criativo aberto. A criatividade é mais um interesse secundário para você.',
        },
        3: {
          headline: 'Você gosta de algum trabalho criativo, em equilíbrio com outras coisas.',
          interpretation: 'Atividades criativas atraem você com moderação. Talvez goste de funções em que possa definir a aparência ou o som de algo como parte de um trabalho mais amplo. Uma mistura de tarefas claras com espaço para suas próprias ideias pode combinar bem com você.',
        },
        4: {
          headline: 'Você gosta de criar e expressar suas próprias ideias.',
          interpretation: 'Você gosta de atividades em que pode usar a imaginação, como escrever, criar designs, fazer música ou artesanato. Talvez aprecie ter alguma liberdade na forma de trabalhar. Um trabalho que deixe espaço para o seu próprio estilo provavelmente vai prender seu interesse.',
        },
        5: {
          headline: 'Criar e se expressar é um dos seus interesses mais fortes.',
          interpretation: 'Arte, design, escrita, música ou artes cênicas atraem você fortemente. Criar algo original é muito gratificante para você. Um trabalho com regras rígidas e pouco espaço para suas próprias ideias pode parecer sufocante.',
        },
      },
    },
    social: {
      name: 'Social',
      description: 'A área social descreve o quanto você gosta de ajudar, ensinar, cuidar e apoiar outras pessoas, e de trabalhar em contato próximo com elas.',
      lowPole: 'Prefere tarefas a funções de ajuda',
      highPole: 'Gosta de ajudar, ensinar e cuidar',
      levels: {
        1: {
          headline: 'Funções de ajuda e cuidado atraem você muito pouco.',
          interpretation: 'Você raramente escolhe atividades centradas em apoiar, ensinar ou cuidar dos outros. Provavelmente prefere trabalhar com coisas, ideias ou informações. Você pode ser uma pessoa gentil e prestativa mesmo assim; só não é isso que atrai você em um trabalho.',
        },
        2: {
          headline: 'Você ajuda quando é preciso, mas raramente procura funções de ajuda.',
          interpretation: 'Talvez goste de apoiar um colega ou de explicar algo de vez em quando. De modo geral, prefere um trabalho em que as pessoas façam parte do cenário, e não sejam o centro dele. Ajudar é mais um lado do seu trabalho do que a essência dele.',
        },
        3: {
          headline: 'Você gosta de ajudar as pessoas, em equilíbrio com outras coisas.',
          interpretation: 'Trabalhar com pessoas e para elas atrai você com moderação. Talvez goste de funções em que apoiar os outros seja uma parte entre várias. Um trabalho que misture contato com pessoas e tarefas independentes pode combinar bem com você.',
        },
        4: {
          headline: 'Você gosta de ajudar, ensinar e apoiar as pessoas.',
          interpretation: 'Você gosta de atividades em que faz diferença para alguém: explicar, ouvir, cuidar ou orientar. Ser útil aos outros lhe dá energia. Um trabalho com contato regular e significativo com pessoas provavelmente vai prender seu interesse.',
        },
        5: {
          headline: 'Ajudar e apoiar as pessoas é um dos seus interesses mais fortes.',
          interpretation: 'Ensino, cuidado, aconselhamento e trabalho comunitário atraem você fortemente. Ver alguém crescer ou se sentir melhor graças à sua ajuda é muito gratificante para você. Um trabalho em que você raramente lida com pessoas pode parecer vazio.',
        },
      },
    },
    enterprising: {
      name: 'Empreendedora',
      description: 'A área empreendedora descreve o quanto você gosta de liderar, convencer, vender e tomar decisões: mobilizar as pessoas em torno de um objetivo e fazer as coisas acontecerem.',
      lowPole: 'Prefere contribuir a liderar ou vender',
      highPole: 'Gosta de liderar, convencer e correr riscos',
      levels: {
        1: {
          headline: 'Liderar, vender e convencer atraem você muito pouco.',
          interpretation: 'Você raramente escolhe assumir o comando, vender ou defender um plano. Provavelmente prefere contribuir com seu trabalho de forma discreta ou apoiar os outros. Mesmo assim, responsabilidades podem combinar com você quando nascem da sua competência técnica, e não da competição.',
        },
        2: {
          headline: 'Você assume a liderança quando é preciso, mas raramente a procura.',
          interpretation: 'Você pode gostar de conduzir uma tarefa pequena ou de defender algo em que acredita. De modo geral, prefere funções com menos pressão para convencer ou competir. Liderar é mais uma parte ocasional do seu trabalho do que a essência dele.',
        },
        3: {
          headline: 'Você gosta de liderar e convencer às vezes, em equilíbrio com outras coisas.',
          interpretation: 'Tomar a iniciativa atrai você com moderação. Talvez goste de conduzir um projeto ou de representar sua equipe de vez em quando. Uma função que misture alguma responsabilidade com um trabalho prático seu pode combinar bem com você.',
        },
        4: {
          headline: 'Você gosta de tomar a frente e fazer as coisas acontecerem.',
          interpretation: 'Você gosta de atividades em que influencia pessoas, toma decisões e faz as coisas avançarem. Metas, competição e algum risco podem lhe dar energia. Um trabalho em que você possa tomar a iniciativa e ver os resultados das suas decisões provavelmente vai prender seu interesse.',
        },
        5: {
          headline: 'Liderar e convencer é um dos seus interesses mais fortes.',
          interpretation: 'Liderar equipes, vender, negociar e criar novos empreendimentos atraem você fortemente. Conquistar as pessoas e alcançar metas ambiciosas é muito gratificante para você. Um trabalho com pouco espaço para iniciativa ou influência pode parecer frustrante.',
        },
      },
    },
    conventional: {
      name: 'Organizacional',
      description: 'A área organizacional (muitas vezes chamada de «convencional» na orientação profissional) descreve o quanto você gosta de trabalhar com dados, registros, números e procedimentos, mantendo tudo preciso, em ordem e dentro do prazo.',
      lowPole: 'Prefere trabalho flexível a rotinas e registros',
      highPole: 'Gosta de ordem, precisão e procedimentos claros',
      levels: {
        1: {
          headline: 'Organizar dados, registros e rotinas atrai você muito pouco.',
          interpretation: 'Você raramente escolhe tarefas como manter registros, conferir números ou seguir procedimentos detalhados. Provavelmente prefere um trabalho flexível, variado ou aberto. Mesmo assim, essas tarefas podem valer a pena para você quando protegem algo que lhe importa.',
        },
        2: {
          headline: 'Você cuida de tarefas de organização quando é preciso, mas raramente as procura.',
          interpretation: 'Você consegue manter as coisas em ordem quando uma tarefa exige. De modo geral, prefere atividades com mais variedade do que a rotina administrativa oferece. Organizar é mais uma ferramenta para você do que um interesse.',
        },
        3: {
          headline: 'Você gosta de algum trabalho de organização, em equilíbrio com outras coisas.',
          interpretation: 'Ordem e procedimentos claros atraem você com moderação. Talvez goste de manter um projeto organizado ou de cuidar de números como parte de uma função mais ampla. Um trabalho que misture tarefas estruturadas com outras mais variadas pode combinar bem com você.',
        },
        4: {
          headline: 'Você gosta de ordem, precisão e procedimentos claros.',
          interpretation: 'Você gosta de atividades em que organiza informações, mantém registros atualizados e acerta os detalhes. Expectativas claras e um sistema organizado lhe dão uma sensação de calma e de progresso. Um trabalho que valorize o cuidado e a precisão provavelmente vai prender seu interesse.',
        },
        5: {
          headline: 'Organizar e manter tudo preciso é um dos seus interesses mais fortes.',
          interpretation: 'Dados, números, registros, planos e procedimentos atraem você fortemente. Pôr ordem numa situação bagunçada é muito gratificante para você. Um trabalho com mudanças constantes e regras pouco claras pode parecer estressante.',
        },
      },
    },
  },
  outcomes: {
    realistic: {
      name: 'Prática',
      summary: 'Você gosta de trabalho manual com ferramentas, máquinas, materiais, plantas ou animais, em que dá para ver e tocar o resultado.',
      description: [
        'Pessoas com forte interesse prático são movidas pela vontade de fazer as coisas funcionarem no mundo real. Elas gostam de usar as mãos e o corpo, de ver um resultado claro no fim do dia e de resolver problemas testando na prática, em vez de falar sobre eles.',
        'Esse interesse costuma vir junto com o gosto por tarefas concretas, objetivos claros e ferramentas ou equipamentos que cumprem bem sua função. Muitas pessoas com esse interesse gostam de trabalhar ao ar livre, de se movimentar ou de lidar com seres vivos, como plantas e animais.',
        'Os interesses práticos combinam com muitos caminhos, de cursos técnicos e profissionalizantes e programas de aprendiz até graduações em engenharia. O que eles têm em comum é o contato com objetos reais e um resultado visível.',
      ],
      lists: {
        workActivities: [
          'Construir, montar ou instalar coisas a partir de projetos.',
          'Consertar e fazer a manutenção de equipamentos, veículos ou prédios.',
          'Operar máquinas, ferramentas ou veículos.',
          'Cultivar plantas ou cuidar de animais.',
          'Trabalhar ao ar livre e em movimento.',
        ],
        workSettings: [
          'Marceneiro, eletricista ou encanador na construção civil.',
          'Mecânico ou técnico em uma oficina ou assistência técnica.',
          'Jardineiro, agricultor ou tratador de animais.',
          'Engenheiro civil ou mecânico em obra ou em uma fábrica.',
          'Cozinheiro ou padeiro em uma cozinha movimentada.',
        ],
        nextSteps: [
          'Faça um curso curto, à noite ou no fim de semana, de marcenaria, eletrônica ou conserto de bicicletas.',
          'Escolha um pequeno projeto em casa, como montar uma prateleira, e conclua-o em duas semanas.',
          'Pergunte a um profissional de ofício ou técnico que você conheça como é um dia de trabalho típico para ele.',
          'Faça trabalho voluntário por um dia em uma horta comunitária, um café de reparos ou um abrigo de animais.',
        ],
      },
    },
    investigative: {
      name: 'Investigativa',
      summary: 'Você gosta de pesquisar, analisar e resolver problemas, e de descobrir como e por que as coisas funcionam.',
      description: [
        'Pessoas com forte interesse investigativo são movidas pela curiosidade. Elas gostam de perguntas difíceis de responder e apreciam reunir fatos, testar ideias e pensar um problema até que ele faça sentido.',
        'Esse interesse costuma vir junto com o gosto pela leitura, por dados, por experimentos e pelo trabalho independente. Muitas pessoas com esse interesse preferem entender algo por completo antes de agir e gostam de aprender pelo prazer de aprender.',
        'Os interesses investigativos combinam com muitos caminhos, de funções técnicas e de laboratório até carreiras de pesquisa. O que eles têm em comum é o espaço para fazer perguntas e buscar evidências.',
      ],
      lists: {
        workActivities: [
          'Coletar e analisar dados para responder a uma pergunta.',
          'Realizar experimentos ou testes e registrar os resultados.',
          'Ler pesquisas e resumir o que elas mostram.',
          'Descobrir a causa de uma falha ou de um resultado inesperado.',
          'Criar modelos ou cálculos que expliquem como algo funciona.',
        ],
        workSettings: [
          'Técnico de laboratório em um hospital, uma escola ou uma empresa.',
          'Analista de dados em uma empresa ou em um órgão público.',
          'Desenvolvedor de software ou especialista em suporte de TI.',
          'Pesquisador ou cientista em uma universidade ou instituto de pesquisa.',
          'Farmacêutico, médico ou pesquisador da área da saúde.',
        ],
        nextSteps: [
          'Faça uma introdução gratuita on-line a análise de dados, estatística ou alguma área da ciência que interesse a você.',
          'Escolha uma pergunta que desperte sua curiosidade, pesquise sobre ela por duas semanas e depois escreva um resumo de uma página.',
          'Converse com alguém que trabalhe com pesquisa ou dados sobre os problemas que ocupam o dia dessa pessoa.',
          'Visite um museu de ciências, uma palestra aberta ao público ou um dia de portas abertas em uma universidade ou laboratório.',
        ],
      },
    },
    artistic: {
      name: 'Artística',
      summary: 'Você gosta de criar e expressar ideias por meio da escrita, do design, da música, de imagens, das artes cênicas ou do artesanato.',
      description: [
        'Pessoas com forte interesse artístico são movidas pelo desejo de criar algo original e de se expressar. Elas gostam de usar a imaginação, experimentar formas novas e dar ao próprio trabalho um estilo pessoal.',
        'Esse interesse costuma vir junto com o gosto pela liberdade na forma de trabalhar, a sensibilidade para a beleza e o significado e o prazer em tarefas abertas, em que há mais de uma boa resposta.',
        'Os interesses artísticos combinam com muitos caminhos, de cursos de artesanato e design até escolas de arte e graduações. Muitas pessoas criativas também combinam esse interesse com outra área, como ensino, tecnologia ou negócios.',
      ],
      lists: {
        workActivities: [
          'Escrever textos, histórias ou roteiros.',
          'Criar imagens, layouts, produtos ou espaços.',
          'Tocar música, atuar ou se apresentar para uma plateia.',
          'Fazer objetos artesanais, como cerâmica, roupas ou bijuterias.',
          'Ter ideias novas para uma campanha, um jogo ou um espetáculo.',
        ],
        workSettings: [
          'Designer gráfico em uma agência ou como freelancer.',
          'Cabeleireiro, maquiador ou florista.',
          'Escritor, editor ou criador de conteúdo para uma editora ou um site.',
          'Músico, ator ou técnico de palco em um teatro.',
          'Arquiteto ou designer de interiores.',
        ],
        nextSteps: [
          'Faça um curso curto de desenho, fotografia, escrita criativa ou música.',
          'Proponha a si um projeto criativo de duas semanas, como uma foto ou uma página escrita por dia, e mostre o resultado a alguém de confiança.',
          'Converse com alguém que vive de trabalho criativo sobre como essa pessoa organiza a semana.',
          'Ofereça-se para criar um cartaz, um informativo ou um site para um clube ou uma ONG da sua região.',
        ],
      },
    },
    social: {
      name: 'Social',
      summary: 'Você gosta de ajudar, ensinar, cuidar e apoiar outras pessoas.',
      description: [
        'Pessoas com forte interesse social são movidas pelo desejo de fazer diferença na vida dos outros. Elas gostam de ouvir, explicar, orientar e cuidar, e encontram sentido em ver alguém aprender, se recuperar ou ganhar confiança.',
        'Esse interesse costuma vir junto com o gosto pela cooperação, pela conversa e pelo trabalho em equipe. Muitas pessoas com esse interesse preferem resolver os problemas conversando e valorizam um ambiente de trabalho acolhedor e de apoio.',
        'Os interesses sociais combinam com muitos caminhos, de funções como cuidador ou educador social até graduações em pedagogia, licenciaturas, enfermagem e psicologia. O que eles têm em comum é o contato regular e significativo com pessoas.',
      ],
      lists: {
        workActivities: [
          'Ensinar ou treinar pessoas em uma habilidade nova.',
          'Ouvir as pessoas e ajudá-las a encontrar um caminho.',
          'Cuidar de pessoas doentes, de crianças ou de idosos.',
          'Conduzir atividades em grupo em uma comunidade, escola ou clube.',
          'Receber e apoiar clientes, pacientes ou pessoas recém-chegadas.',
        ],
        workSettings: [
          'Auxiliar de classe ou professor em uma escola.',
          'Enfermeiro, cuidador ou fisioterapeuta.',
          'Educador social ou agente comunitário.',
          'Orientador, assistente social ou psicólogo.',
          'Instrutor ou analista de RH em uma empresa.',
        ],
        nextSteps: [
          'Faça trabalho voluntário algumas horas por semana em uma ONG, escola, hospital ou centro comunitário.',
          'Ofereça-se para ser mentor de alguém ou dar aulas de reforço em uma matéria ou habilidade que você domina.',
          'Faça um curso curto de primeiros socorros, coaching ou escuta ativa.',
          'Converse com um professor, um enfermeiro ou um assistente social sobre o que é gratificante e o que é difícil no trabalho dessa pessoa.',
        ],
      },
    },
    enterprising: {
      name: 'Empreendedora',
      summary: 'Você gosta de liderar, convencer, vender e tomar decisões que fazem as coisas avançarem.',
      description: [
        'Pessoas com forte interesse empreendedor são movidas pelo desejo de influenciar e de realizar. Elas gostam de definir metas, engajar outras pessoas e tomar decisões, e muitas vezes a competição e um pouco de risco lhes dão energia.',
        'Esse interesse costuma vir junto com o gosto por se posicionar, negociar e ver os resultados das próprias escolhas. Muitas pessoas com esse interesse gostam de começar coisas, seja um projeto, um evento ou um negócio.',
        'Os interesses empreendedores combinam com muitos caminhos, de funções em vendas e hotelaria até gestão, direito e a administração de uma empresa. O que eles têm em comum é o espaço para iniciativa e influência.',
      ],
      lists: {
        workActivities: [
          'Conduzir uma equipe ou um projeto rumo a uma meta.',
          'Vender produtos, serviços ou ideias.',
          'Negociar preços, contratos ou acordos.',
          'Apresentar planos e conquistar apoio para eles.',
          'Iniciar novos projetos, eventos ou negócios.',
        ],
        workSettings: [
          'Representante comercial ou gerente de loja.',
          'Organizador de eventos ou gerente de hotel.',
          'Fundador ou dono de um pequeno negócio.',
          'Gerente de marketing ou de desenvolvimento de negócios.',
          'Advogado, político ou organizador de campanhas.',
        ],
        nextSteps: [
          'Assuma um pequeno papel de liderança, como organizar um evento no trabalho, na escola ou em um clube.',
          'Experimente um projeto curto em que você venda algo, por exemplo em uma feira ou pela internet, e anote o que funcionou.',
          'Participe por alguns encontros de um grupo de oratória ou de debate.',
          'Pergunte a um gestor ou a um empresário como ele começou e como é uma semana típica.',
        ],
      },
    },
    conventional: {
      name: 'Organizacional',
      summary: 'Você gosta de trabalhar com dados, números, registros e procedimentos claros, mantendo tudo preciso e em ordem.',
      description: [
        'Pessoas com forte interesse organizacional são movidas pelo desejo de trazer ordem e confiabilidade ao seu trabalho. Elas gostam de tarefas claras, detalhes precisos e sistemas que tornam as informações fáceis de encontrar e de usar.',
        'Esse interesse costuma vir junto com o gosto pelo planejamento, pela estrutura e pela conferência cuidadosa. Muitas pessoas com esse interesse se orgulham de ser confiáveis e de manter tudo funcionando bem para todos.',
        'Os interesses organizacionais combinam com muitos caminhos, de funções administrativas e de escritório até contabilidade, logística e gestão de dados. O que eles têm em comum é o cuidado com a precisão e a ordem.',
      ],
      lists: {
        workActivities: [
          'Manter registros, arquivos e bancos de dados atualizados.',
          'Trabalhar com números, orçamentos e planilhas.',
          'Conferir documentos e dados em busca de erros.',
          'Planejar cronogramas, estoques ou entregas.',
          'Seguir e aprimorar procedimentos claros.',
        ],
        workSettings: [
          'Assistente administrativo ou recepcionista.',
          'Auxiliar contábil, contador ou analista de folha de pagamento.',
          'Planejador de logística ou de estoque.',
          'Escriturário de banco ou de seguradora.',
          'Gestor de dados ou de arquivos em um hospital, uma biblioteca ou uma empresa.',
        ],
        nextSteps: [
          'Faça um curso curto de planilhas, contabilidade básica ou planejamento de projetos.',
          'Organize uma área da sua vida com um sistema claro, como suas finanças ou seus documentos, e mantenha-o por duas semanas.',
          'Ofereça-se como tesoureiro, secretário ou responsável pelo cadastro de sócios de um clube ou uma ONG.',
          'Converse com alguém que trabalhe com contabilidade, administração ou logística sobre como é um bom dia de trabalho para essa pessoa.',
        ],
      },
    },
  },
};
